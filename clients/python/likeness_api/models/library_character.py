from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast
from uuid import UUID


T = TypeVar("T", bound="LibraryCharacter")


@_attrs_define
class LibraryCharacter:
    """
    Attributes:
        id (UUID):
        name (str):
        description (str):
        style_notes (None | str):
        appearance_summary (str):
        clothing_description (None | str):
        personality_traits (list[str]):
        reference_image_url (None | str): The front view, when there is one
        reference_image_alt_text (None | str): What the reference picture shows, for readers who cannot see it: the
            character, the view or mood, and how it looks Example: Mara, front view: A young woman with short black hair,
            brown eyes and a red scarf..
        usage_count (int):
    """

    id: UUID
    name: str
    description: str
    style_notes: None | str
    appearance_summary: str
    clothing_description: None | str
    personality_traits: list[str]
    reference_image_url: None | str
    reference_image_alt_text: None | str
    usage_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        description = self.description

        style_notes: None | str
        style_notes = self.style_notes

        appearance_summary = self.appearance_summary

        clothing_description: None | str
        clothing_description = self.clothing_description

        personality_traits = self.personality_traits

        reference_image_url: None | str
        reference_image_url = self.reference_image_url

        reference_image_alt_text: None | str
        reference_image_alt_text = self.reference_image_alt_text

        usage_count = self.usage_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "style_notes": style_notes,
                "appearance_summary": appearance_summary,
                "clothing_description": clothing_description,
                "personality_traits": personality_traits,
                "reference_image_url": reference_image_url,
                "reference_image_alt_text": reference_image_alt_text,
                "usage_count": usage_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        description = d.pop("description")

        def _parse_style_notes(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        style_notes = _parse_style_notes(d.pop("style_notes"))

        appearance_summary = d.pop("appearance_summary")

        def _parse_clothing_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        clothing_description = _parse_clothing_description(
            d.pop("clothing_description")
        )

        personality_traits = cast(list[str], d.pop("personality_traits"))

        def _parse_reference_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference_image_url = _parse_reference_image_url(d.pop("reference_image_url"))

        def _parse_reference_image_alt_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference_image_alt_text = _parse_reference_image_alt_text(
            d.pop("reference_image_alt_text")
        )

        usage_count = d.pop("usage_count")

        library_character = cls(
            id=id,
            name=name,
            description=description,
            style_notes=style_notes,
            appearance_summary=appearance_summary,
            clothing_description=clothing_description,
            personality_traits=personality_traits,
            reference_image_url=reference_image_url,
            reference_image_alt_text=reference_image_alt_text,
            usage_count=usage_count,
        )

        library_character.additional_properties = d
        return library_character

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
