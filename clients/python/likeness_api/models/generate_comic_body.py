from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comic_style_key import ComicStyleKey
from uuid import UUID


T = TypeVar("T", bound="GenerateComicBody")


@_attrs_define
class GenerateComicBody:
    """
    Attributes:
        title (str):
        story_prompt (str):
        character_ids (list[UUID]):
        language (str | Unset): BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not
            given Example: ja.
        page_count (int | Unset):  Default: 5.
        style_preset (ComicStyleKey | Unset):
    """

    title: str
    story_prompt: str
    character_ids: list[UUID]
    language: str | Unset = UNSET
    page_count: int | Unset = 5
    style_preset: ComicStyleKey | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        story_prompt = self.story_prompt

        character_ids = []
        for character_ids_item_data in self.character_ids:
            character_ids_item = str(character_ids_item_data)
            character_ids.append(character_ids_item)

        language = self.language

        page_count = self.page_count

        style_preset: str | Unset = UNSET
        if not isinstance(self.style_preset, Unset):
            style_preset = self.style_preset.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
                "story_prompt": story_prompt,
                "character_ids": character_ids,
            }
        )
        if language is not UNSET:
            field_dict["language"] = language
        if page_count is not UNSET:
            field_dict["page_count"] = page_count
        if style_preset is not UNSET:
            field_dict["style_preset"] = style_preset

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        story_prompt = d.pop("story_prompt")

        character_ids = []
        _character_ids = d.pop("character_ids")
        for character_ids_item_data in _character_ids:
            character_ids_item = UUID(character_ids_item_data)

            character_ids.append(character_ids_item)

        language = d.pop("language", UNSET)

        page_count = d.pop("page_count", UNSET)

        _style_preset = d.pop("style_preset", UNSET)
        style_preset: ComicStyleKey | Unset
        if isinstance(_style_preset, Unset):
            style_preset = UNSET
        else:
            style_preset = ComicStyleKey(_style_preset)

        generate_comic_body = cls(
            title=title,
            story_prompt=story_prompt,
            character_ids=character_ids,
            language=language,
            page_count=page_count,
            style_preset=style_preset,
        )

        generate_comic_body.additional_properties = d
        return generate_comic_body

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
