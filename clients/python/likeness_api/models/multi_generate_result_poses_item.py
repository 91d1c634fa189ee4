from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast


T = TypeVar("T", bound="MultiGenerateResultPosesItem")


@_attrs_define
class MultiGenerateResultPosesItem:
    """
    Attributes:
        name (str):
        pck (float | None): Share (0-1) of the skeleton's points the figure has within 0.2 torso lengths: the body's 12
            joints and the head; null when the image model does not say where it drew the figure (not checked)
    """

    name: str
    pck: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        pck: float | None
        pck = self.pck

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "pck": pck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_pck(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        pck = _parse_pck(d.pop("pck"))

        multi_generate_result_poses_item = cls(
            name=name,
            pck=pck,
        )

        multi_generate_result_poses_item.additional_properties = d
        return multi_generate_result_poses_item

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
