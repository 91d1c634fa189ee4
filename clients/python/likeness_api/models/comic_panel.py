from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.caption_type import CaptionType
from ..models.comic_shot import ComicShot
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.comic_bubble import ComicBubble


T = TypeVar("T", bound="ComicPanel")


@_attrs_define
class ComicPanel:
    """The panel, showing the edited picture

    Attributes:
        id (UUID):
        comic_id (UUID):
        page_number (int):
        image_url (None | str):
        image_id (None | UUID): Once the panel has been edited: the picture it shows, a generated image naming the one
            it was edited from (GET /api/scenes/{image_id}/edits lists the edits of a picture); null for a panel as drawn
        caption (str):
        caption_type (CaptionType):
        speaker (None | str):
        action (str):
        scene_prompt (str):
        shot (ComicShot):
        bubbles (list[ComicBubble]):
        alt_text (str): The panel's text alternative, for readers who cannot see it: the framing and who is where (from
            the render), what happens (the action), then every bubble's words in reading order with who says them and how
            ("Ana whispers: …", "Narration: …", "Sound: …"), as written. Follows lettering edits unless a client set its
            own. Example: Two-shot: Ana on the left, Bo on the right. Ana whispers to Bo under the lanterns. Ana whispers:
            Shh… the lantern seller is a dragon. Sound: CRASH..
        alt_text_custom (bool): true when a client wrote alt_text (PATCH .../panels/{page_number}); lettering edits then
            keep it
        page_url (None | str): The panel with its bubbles drawn (PNG, needs the API key)
        error (None | str):
        error_status (int | None): With error: 422 when the image provider refused the panel under its content policy,
            502 when the model failed; null otherwise
        created_at (datetime.datetime):
    """

    id: UUID
    comic_id: UUID
    page_number: int
    image_url: None | str
    image_id: None | UUID
    caption: str
    caption_type: CaptionType
    speaker: None | str
    action: str
    scene_prompt: str
    shot: ComicShot
    bubbles: list[ComicBubble]
    alt_text: str
    alt_text_custom: bool
    page_url: None | str
    error: None | str
    error_status: int | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        comic_id = str(self.comic_id)

        page_number = self.page_number

        image_url: None | str
        image_url = self.image_url

        image_id: None | str
        if isinstance(self.image_id, UUID):
            image_id = str(self.image_id)
        else:
            image_id = self.image_id

        caption = self.caption

        caption_type = self.caption_type.value

        speaker: None | str
        speaker = self.speaker

        action = self.action

        scene_prompt = self.scene_prompt

        shot = self.shot.value

        bubbles = []
        for bubbles_item_data in self.bubbles:
            bubbles_item = bubbles_item_data.to_dict()
            bubbles.append(bubbles_item)

        alt_text = self.alt_text

        alt_text_custom = self.alt_text_custom

        page_url: None | str
        page_url = self.page_url

        error: None | str
        error = self.error

        error_status: int | None
        error_status = self.error_status

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "comic_id": comic_id,
                "page_number": page_number,
                "image_url": image_url,
                "image_id": image_id,
                "caption": caption,
                "caption_type": caption_type,
                "speaker": speaker,
                "action": action,
                "scene_prompt": scene_prompt,
                "shot": shot,
                "bubbles": bubbles,
                "alt_text": alt_text,
                "alt_text_custom": alt_text_custom,
                "page_url": page_url,
                "error": error,
                "error_status": error_status,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_bubble import ComicBubble  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        comic_id = UUID(d.pop("comic_id"))

        page_number = d.pop("page_number")

        def _parse_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image_url = _parse_image_url(d.pop("image_url"))

        def _parse_image_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                image_id_type_0 = UUID(data)

                return image_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        image_id = _parse_image_id(d.pop("image_id"))

        caption = d.pop("caption")

        caption_type = CaptionType(d.pop("caption_type"))

        def _parse_speaker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        speaker = _parse_speaker(d.pop("speaker"))

        action = d.pop("action")

        scene_prompt = d.pop("scene_prompt")

        shot = ComicShot(d.pop("shot"))

        bubbles = []
        _bubbles = d.pop("bubbles")
        for bubbles_item_data in _bubbles:
            bubbles_item = ComicBubble.from_dict(bubbles_item_data)

            bubbles.append(bubbles_item)

        alt_text = d.pop("alt_text")

        alt_text_custom = d.pop("alt_text_custom")

        def _parse_page_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        page_url = _parse_page_url(d.pop("page_url"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_error_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        error_status = _parse_error_status(d.pop("error_status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        comic_panel = cls(
            id=id,
            comic_id=comic_id,
            page_number=page_number,
            image_url=image_url,
            image_id=image_id,
            caption=caption,
            caption_type=caption_type,
            speaker=speaker,
            action=action,
            scene_prompt=scene_prompt,
            shot=shot,
            bubbles=bubbles,
            alt_text=alt_text,
            alt_text_custom=alt_text_custom,
            page_url=page_url,
            error=error,
            error_status=error_status,
            created_at=created_at,
        )

        comic_panel.additional_properties = d
        return comic_panel

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
