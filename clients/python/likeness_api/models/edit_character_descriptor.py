from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.character_descriptor_age import CharacterDescriptorAge
from ..models.character_descriptor_build import CharacterDescriptorBuild
from ..models.character_descriptor_species import CharacterDescriptorSpecies
from typing import cast

if TYPE_CHECKING:
    from ..models.character_descriptor_hair import CharacterDescriptorHair
    from ..models.character_descriptor_outfit_item import CharacterDescriptorOutfitItem


T = TypeVar("T", bound="EditCharacterDescriptor")


@_attrs_define
class EditCharacterDescriptor:
    """
    Attributes:
        species (CharacterDescriptorSpecies):
        age (CharacterDescriptorAge):
        hair (CharacterDescriptorHair):
        skin (str): Skin, fur or plating colour
        eyes (str):
        build (CharacterDescriptorBuild):
        outfit (list[CharacterDescriptorOutfitItem]):
        accessories (list[str]):
        palette (list[str]):
        defaults (list[str] | Unset): Parts the description did not state, filled with neutral defaults ('hair colour',
            'eyes', an outfit piece, 'shirt colour'...)
    """

    species: CharacterDescriptorSpecies
    age: CharacterDescriptorAge
    hair: CharacterDescriptorHair
    skin: str
    eyes: str
    build: CharacterDescriptorBuild
    outfit: list[CharacterDescriptorOutfitItem]
    accessories: list[str]
    palette: list[str]
    defaults: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        species = self.species.value

        age = self.age.value

        hair = self.hair.to_dict()

        skin = self.skin

        eyes = self.eyes

        build = self.build.value

        outfit = []
        for outfit_item_data in self.outfit:
            outfit_item = outfit_item_data.to_dict()
            outfit.append(outfit_item)

        accessories = self.accessories

        palette = self.palette

        defaults: list[str] | Unset = UNSET
        if not isinstance(self.defaults, Unset):
            defaults = self.defaults

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "species": species,
                "age": age,
                "hair": hair,
                "skin": skin,
                "eyes": eyes,
                "build": build,
                "outfit": outfit,
                "accessories": accessories,
                "palette": palette,
            }
        )
        if defaults is not UNSET:
            field_dict["defaults"] = defaults

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.character_descriptor_hair import CharacterDescriptorHair  # noqa: PLC0415
        from ..models.character_descriptor_outfit_item import (
            CharacterDescriptorOutfitItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        species = CharacterDescriptorSpecies(d.pop("species"))

        age = CharacterDescriptorAge(d.pop("age"))

        hair = CharacterDescriptorHair.from_dict(d.pop("hair"))

        skin = d.pop("skin")

        eyes = d.pop("eyes")

        build = CharacterDescriptorBuild(d.pop("build"))

        outfit = []
        _outfit = d.pop("outfit")
        for outfit_item_data in _outfit:
            outfit_item = CharacterDescriptorOutfitItem.from_dict(outfit_item_data)

            outfit.append(outfit_item)

        accessories = cast(list[str], d.pop("accessories"))

        palette = cast(list[str], d.pop("palette"))

        defaults = cast(list[str], d.pop("defaults", UNSET))

        edit_character_descriptor = cls(
            species=species,
            age=age,
            hair=hair,
            skin=skin,
            eyes=eyes,
            build=build,
            outfit=outfit,
            accessories=accessories,
            palette=palette,
            defaults=defaults,
        )

        edit_character_descriptor.additional_properties = d
        return edit_character_descriptor

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
