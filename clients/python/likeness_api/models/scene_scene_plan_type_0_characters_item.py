from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="SceneScenePlanType0CharactersItem")


@_attrs_define
class SceneScenePlanType0CharactersItem:
    """
    Attributes:
        name (str):
        posture (str):
        action (str):
        expression (str):
        holding (str | Unset):
        on (str | Unset):
    """

    name: str
    posture: str
    action: str
    expression: str
    holding: str | Unset = UNSET
    on: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        posture = self.posture

        action = self.action

        expression = self.expression

        holding = self.holding

        on = self.on

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "posture": posture,
                "action": action,
                "expression": expression,
            }
        )
        if holding is not UNSET:
            field_dict["holding"] = holding
        if on is not UNSET:
            field_dict["on"] = on

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        posture = d.pop("posture")

        action = d.pop("action")

        expression = d.pop("expression")

        holding = d.pop("holding", UNSET)

        on = d.pop("on", UNSET)

        scene_scene_plan_type_0_characters_item = cls(
            name=name,
            posture=posture,
            action=action,
            expression=expression,
            holding=holding,
            on=on,
        )

        scene_scene_plan_type_0_characters_item.additional_properties = d
        return scene_scene_plan_type_0_characters_item

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
