from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


T = TypeVar("T", bound="PoseEstimatePhoto")


@_attrs_define
class PoseEstimatePhoto:
    """The photo as JSON, as a pose's photo on a generation takes it

    Attributes:
        photo (str): A photo of one person, the whole body in view (PNG, JPEG or WebP, base64 or a data: URL, within the
            JSON body's 1 MB)
    """

    photo: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        photo = self.photo

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "photo": photo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        photo = d.pop("photo")

        pose_estimate_photo = cls(
            photo=photo,
        )

        pose_estimate_photo.additional_properties = d
        return pose_estimate_photo

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
