from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comic_style_key import ComicStyleKey
from uuid import UUID

if TYPE_CHECKING:
    from ..models.outfit_lock import OutfitLock


T = TypeVar("T", bound="CreateComicBody")


@_attrs_define
class CreateComicBody:
    """
    Attributes:
        title (str):
        character_ids (list[UUID]):
        style_preset (ComicStyleKey | Unset):
        story_prompt (str | Unset):  Default: ''.
        setting (str | Unset):  Default: ''.
        language (str | Unset): BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not
            given Example: ja.
        outfit_locks (list[OutfitLock] | Unset):
    """

    title: str
    character_ids: list[UUID]
    style_preset: ComicStyleKey | Unset = UNSET
    story_prompt: str | Unset = ""
    setting: str | Unset = ""
    language: str | Unset = UNSET
    outfit_locks: list[OutfitLock] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        character_ids = []
        for character_ids_item_data in self.character_ids:
            character_ids_item = str(character_ids_item_data)
            character_ids.append(character_ids_item)

        style_preset: str | Unset = UNSET
        if not isinstance(self.style_preset, Unset):
            style_preset = self.style_preset.value

        story_prompt = self.story_prompt

        setting = self.setting

        language = self.language

        outfit_locks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.outfit_locks, Unset):
            outfit_locks = []
            for outfit_locks_item_data in self.outfit_locks:
                outfit_locks_item = outfit_locks_item_data.to_dict()
                outfit_locks.append(outfit_locks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "title": title,
                "character_ids": character_ids,
            }
        )
        if style_preset is not UNSET:
            field_dict["style_preset"] = style_preset
        if story_prompt is not UNSET:
            field_dict["story_prompt"] = story_prompt
        if setting is not UNSET:
            field_dict["setting"] = setting
        if language is not UNSET:
            field_dict["language"] = language
        if outfit_locks is not UNSET:
            field_dict["outfit_locks"] = outfit_locks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outfit_lock import OutfitLock  # noqa: PLC0415

        d = dict(src_dict)
        title = d.pop("title")

        character_ids = []
        _character_ids = d.pop("character_ids")
        for character_ids_item_data in _character_ids:
            character_ids_item = UUID(character_ids_item_data)

            character_ids.append(character_ids_item)

        _style_preset = d.pop("style_preset", UNSET)
        style_preset: ComicStyleKey | Unset
        if isinstance(_style_preset, Unset):
            style_preset = UNSET
        else:
            style_preset = ComicStyleKey(_style_preset)

        story_prompt = d.pop("story_prompt", UNSET)

        setting = d.pop("setting", UNSET)

        language = d.pop("language", UNSET)

        _outfit_locks = d.pop("outfit_locks", UNSET)
        outfit_locks: list[OutfitLock] | Unset = UNSET
        if _outfit_locks is not UNSET:
            outfit_locks = []
            for outfit_locks_item_data in _outfit_locks:
                outfit_locks_item = OutfitLock.from_dict(outfit_locks_item_data)

                outfit_locks.append(outfit_locks_item)

        create_comic_body = cls(
            title=title,
            character_ids=character_ids,
            style_preset=style_preset,
            story_prompt=story_prompt,
            setting=setting,
            language=language,
            outfit_locks=outfit_locks,
        )

        create_comic_body.additional_properties = d
        return create_comic_body

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
