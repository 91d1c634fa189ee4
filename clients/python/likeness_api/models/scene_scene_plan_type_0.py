from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scene_scene_plan_type_0_place_from import SceneScenePlanType0PlaceFrom
from typing import cast

if TYPE_CHECKING:
    from ..models.scene_scene_plan_type_0_characters_item import (
        SceneScenePlanType0CharactersItem,
    )
    from ..models.scene_scene_plan_type_0_props_item import SceneScenePlanType0PropsItem


T = TypeVar("T", bound="SceneScenePlanType0")


@_attrs_define
class SceneScenePlanType0:
    """What the image model understood of the prompt and drew; null for models that do not say, and for scenes made before
    plans were kept

        Attributes:
            place (str):
            place_from (SceneScenePlanType0PlaceFrom): named in the prompt; nearest: the nearest place the model draws to
                one it does not (nearest_to); implied by what is in the scene; default; anchor: kept from a previous image
            time (str):
            weather (str):
            characters (list[SceneScenePlanType0CharactersItem]):
            props (list[SceneScenePlanType0PropsItem]): Things in the scene besides what characters hold or use
            unknown_words (list[str]): Words of the prompt that named nothing the model could draw
            not_drawn (list[str]): What the prompt asked for that the model says it did not draw, in sentences (empty in
                plans kept before it said)
            nearest_to (str | Unset):
            interaction (str | Unset):
    """

    place: str
    place_from: SceneScenePlanType0PlaceFrom
    time: str
    weather: str
    characters: list[SceneScenePlanType0CharactersItem]
    props: list[SceneScenePlanType0PropsItem]
    unknown_words: list[str]
    not_drawn: list[str]
    nearest_to: str | Unset = UNSET
    interaction: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        place = self.place

        place_from = self.place_from.value

        time = self.time

        weather = self.weather

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        props = []
        for props_item_data in self.props:
            props_item = props_item_data.to_dict()
            props.append(props_item)

        unknown_words = self.unknown_words

        not_drawn = self.not_drawn

        nearest_to = self.nearest_to

        interaction = self.interaction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "place": place,
                "place_from": place_from,
                "time": time,
                "weather": weather,
                "characters": characters,
                "props": props,
                "unknown_words": unknown_words,
                "not_drawn": not_drawn,
            }
        )
        if nearest_to is not UNSET:
            field_dict["nearest_to"] = nearest_to
        if interaction is not UNSET:
            field_dict["interaction"] = interaction

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scene_scene_plan_type_0_characters_item import (
            SceneScenePlanType0CharactersItem,
        )  # noqa: PLC0415
        from ..models.scene_scene_plan_type_0_props_item import (
            SceneScenePlanType0PropsItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        place = d.pop("place")

        place_from = SceneScenePlanType0PlaceFrom(d.pop("place_from"))

        time = d.pop("time")

        weather = d.pop("weather")

        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = SceneScenePlanType0CharactersItem.from_dict(
                characters_item_data
            )

            characters.append(characters_item)

        props = []
        _props = d.pop("props")
        for props_item_data in _props:
            props_item = SceneScenePlanType0PropsItem.from_dict(props_item_data)

            props.append(props_item)

        unknown_words = cast(list[str], d.pop("unknown_words"))

        not_drawn = cast(list[str], d.pop("not_drawn"))

        nearest_to = d.pop("nearest_to", UNSET)

        interaction = d.pop("interaction", UNSET)

        scene_scene_plan_type_0 = cls(
            place=place,
            place_from=place_from,
            time=time,
            weather=weather,
            characters=characters,
            props=props,
            unknown_words=unknown_words,
            not_drawn=not_drawn,
            nearest_to=nearest_to,
            interaction=interaction,
        )

        scene_scene_plan_type_0.additional_properties = d
        return scene_scene_plan_type_0

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
