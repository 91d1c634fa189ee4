from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast


T = TypeVar("T", bound="SceneScenePlanType0PropsItem")


@_attrs_define
class SceneScenePlanType0PropsItem:
    """
    Attributes:
        name (str):
        where (str):
        near (list[str]):
    """

    name: str
    where: str
    near: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        where = self.where

        near = self.near

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "where": where,
                "near": near,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        where = d.pop("where")

        near = cast(list[str], d.pop("near"))

        scene_scene_plan_type_0_props_item = cls(
            name=name,
            where=where,
            near=near,
        )

        scene_scene_plan_type_0_props_item.additional_properties = d
        return scene_scene_plan_type_0_props_item

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
