from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vary_scene_body_vary import VarySceneBodyVary


T = TypeVar("T", bound="VarySceneBody")


@_attrs_define
class VarySceneBody:
    """
    Attributes:
        vary (VarySceneBodyVary):
        target (str):
        count (int | Unset):  Default: 4.
    """

    vary: VarySceneBodyVary
    target: str
    count: int | Unset = 4
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        vary = self.vary.value

        target = self.target

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "vary": vary,
                "target": target,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vary = VarySceneBodyVary(d.pop("vary"))

        target = d.pop("target")

        count = d.pop("count", UNSET)

        vary_scene_body = cls(
            vary=vary,
            target=target,
            count=count,
        )

        vary_scene_body.additional_properties = d
        return vary_scene_body

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
