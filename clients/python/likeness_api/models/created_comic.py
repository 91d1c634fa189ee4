from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comic_reading_direction import ComicReadingDirection
from ..models.comic_status import ComicStatus
from ..models.comic_style_key import ComicStyleKey
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.outfit_lock import OutfitLock


T = TypeVar("T", bound="CreatedComic")


@_attrs_define
class CreatedComic:
    """
    Attributes:
        id (UUID):
        title (str):
        story_prompt (str):
        character_ids (list[UUID]):
        status (ComicStatus):
        page_count (int):
        setting (str):
        outfit_locks (list[OutfitLock]):
        style_preset (ComicStyleKey):
        style_lock (str):
        language (str): BCP 47 language of its texts, given or detected; the lettering, exports and reading direction
            follow it Example: ja.
        reading_direction (ComicReadingDirection): Its pages' and bubbles' reading order: rtl for a right-to-left
            language, and for a manga in Japanese or Traditional Chinese
        setting_anchor_url (None | str):
        setting_anchor_alt_text (None | str): What the establishing shot shows, for readers who cannot see it Example:
            Establishing shot of the setting: a night market of paper lanterns..
        created_at (datetime.datetime):
        cover_image_url (None | str):
        cover_image_alt_text (None | str): The cover's text alternative: page 1's alt_text Example: Two-shot: Ana on the
            left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon.
            Sound: CRASH..
        error (None | str): Why generation failed (status failed)
        warning (str | Unset): Present when the image model that draws its panels (the default) reads English only and
            the setting or outfits are in another language: what was not understood, and how to configure a model that reads
            it (its environment variables) Example: The built-in planner reads English only: it cannot read the story,
            written in Japanese, … configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL,
            PLANNER_API_KEY and PLANNER_BASE_URL (any OpenAI-compatible chat API)..
    """

    id: UUID
    title: str
    story_prompt: str
    character_ids: list[UUID]
    status: ComicStatus
    page_count: int
    setting: str
    outfit_locks: list[OutfitLock]
    style_preset: ComicStyleKey
    style_lock: str
    language: str
    reading_direction: ComicReadingDirection
    setting_anchor_url: None | str
    setting_anchor_alt_text: None | str
    created_at: datetime.datetime
    cover_image_url: None | str
    cover_image_alt_text: None | str
    error: None | str
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        title = self.title

        story_prompt = self.story_prompt

        character_ids = []
        for character_ids_item_data in self.character_ids:
            character_ids_item = str(character_ids_item_data)
            character_ids.append(character_ids_item)

        status = self.status.value

        page_count = self.page_count

        setting = self.setting

        outfit_locks = []
        for outfit_locks_item_data in self.outfit_locks:
            outfit_locks_item = outfit_locks_item_data.to_dict()
            outfit_locks.append(outfit_locks_item)

        style_preset = self.style_preset.value

        style_lock = self.style_lock

        language = self.language

        reading_direction = self.reading_direction.value

        setting_anchor_url: None | str
        setting_anchor_url = self.setting_anchor_url

        setting_anchor_alt_text: None | str
        setting_anchor_alt_text = self.setting_anchor_alt_text

        created_at = self.created_at.isoformat()

        cover_image_url: None | str
        cover_image_url = self.cover_image_url

        cover_image_alt_text: None | str
        cover_image_alt_text = self.cover_image_alt_text

        error: None | str
        error = self.error

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "story_prompt": story_prompt,
                "character_ids": character_ids,
                "status": status,
                "page_count": page_count,
                "setting": setting,
                "outfit_locks": outfit_locks,
                "style_preset": style_preset,
                "style_lock": style_lock,
                "language": language,
                "reading_direction": reading_direction,
                "setting_anchor_url": setting_anchor_url,
                "setting_anchor_alt_text": setting_anchor_alt_text,
                "created_at": created_at,
                "cover_image_url": cover_image_url,
                "cover_image_alt_text": cover_image_alt_text,
                "error": error,
            }
        )
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outfit_lock import OutfitLock  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        title = d.pop("title")

        story_prompt = d.pop("story_prompt")

        character_ids = []
        _character_ids = d.pop("character_ids")
        for character_ids_item_data in _character_ids:
            character_ids_item = UUID(character_ids_item_data)

            character_ids.append(character_ids_item)

        status = ComicStatus(d.pop("status"))

        page_count = d.pop("page_count")

        setting = d.pop("setting")

        outfit_locks = []
        _outfit_locks = d.pop("outfit_locks")
        for outfit_locks_item_data in _outfit_locks:
            outfit_locks_item = OutfitLock.from_dict(outfit_locks_item_data)

            outfit_locks.append(outfit_locks_item)

        style_preset = ComicStyleKey(d.pop("style_preset"))

        style_lock = d.pop("style_lock")

        language = d.pop("language")

        reading_direction = ComicReadingDirection(d.pop("reading_direction"))

        def _parse_setting_anchor_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        setting_anchor_url = _parse_setting_anchor_url(d.pop("setting_anchor_url"))

        def _parse_setting_anchor_alt_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        setting_anchor_alt_text = _parse_setting_anchor_alt_text(
            d.pop("setting_anchor_alt_text")
        )

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_cover_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cover_image_url = _parse_cover_image_url(d.pop("cover_image_url"))

        def _parse_cover_image_alt_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cover_image_alt_text = _parse_cover_image_alt_text(
            d.pop("cover_image_alt_text")
        )

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        warning = d.pop("warning", UNSET)

        created_comic = cls(
            id=id,
            title=title,
            story_prompt=story_prompt,
            character_ids=character_ids,
            status=status,
            page_count=page_count,
            setting=setting,
            outfit_locks=outfit_locks,
            style_preset=style_preset,
            style_lock=style_lock,
            language=language,
            reading_direction=reading_direction,
            setting_anchor_url=setting_anchor_url,
            setting_anchor_alt_text=setting_anchor_alt_text,
            created_at=created_at,
            cover_image_url=cover_image_url,
            cover_image_alt_text=cover_image_alt_text,
            error=error,
            warning=warning,
        )

        created_comic.additional_properties = d
        return created_comic

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
