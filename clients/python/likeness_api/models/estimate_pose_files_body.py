from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from .. import types

from ..types import UNSET, Unset

from ..types import File, FileTypes
from io import BytesIO


T = TypeVar("T", bound="EstimatePoseFilesBody")


@_attrs_define
class EstimatePoseFilesBody:
    """
    Attributes:
        photo (File | Unset): A photo of one person, the whole body in view (PNG, JPEG or WebP; at most 10 MB and 40
            megapixels)
    """

    photo: File | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        photo: FileTypes | Unset = UNSET
        if not isinstance(self.photo, Unset):
            photo = self.photo.to_tuple()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if photo is not UNSET:
            field_dict["photo"] = photo

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        if not isinstance(self.photo, Unset):
            files.append(("photo", self.photo.to_tuple()))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _photo = d.pop("photo", UNSET)
        photo: File | Unset
        if isinstance(_photo, Unset):
            photo = UNSET
        else:
            photo = File(payload=BytesIO(_photo))

        estimate_pose_files_body = cls(
            photo=photo,
        )

        estimate_pose_files_body.additional_properties = d
        return estimate_pose_files_body

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
