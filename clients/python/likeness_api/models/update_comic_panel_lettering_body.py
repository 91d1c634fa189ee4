from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caption_type import CaptionType
from typing import cast

if TYPE_CHECKING:
    from ..models.update_comic_panel_lettering_body_bubble_anchors_item import (
        UpdateComicPanelLetteringBodyBubbleAnchorsItem,
    )


T = TypeVar("T", bound="UpdateComicPanelLetteringBody")


@_attrs_define
class UpdateComicPanelLetteringBody:
    """
    Attributes:
        caption (str | Unset):
        caption_type (CaptionType | Unset):
        speaker (None | str | Unset): One of the comic's characters; null clears it
        bubble_anchors (list[UpdateComicPanelLetteringBodyBubbleAnchorsItem] | Unset): New centres of the panel's
            bubbles in order, in percent of the panel (0-100)
        alt_text (None | str | Unset): Your own text alternative for the panel, kept through lettering edits; null goes
            back to the one made from the panel's plan and lettering Example: Two-shot: Ana on the left, Bo on the right.
            Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound: CRASH..
    """

    caption: str | Unset = UNSET
    caption_type: CaptionType | Unset = UNSET
    speaker: None | str | Unset = UNSET
    bubble_anchors: list[UpdateComicPanelLetteringBodyBubbleAnchorsItem] | Unset = UNSET
    alt_text: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        caption = self.caption

        caption_type: str | Unset = UNSET
        if not isinstance(self.caption_type, Unset):
            caption_type = self.caption_type.value

        speaker: None | str | Unset
        if isinstance(self.speaker, Unset):
            speaker = UNSET
        else:
            speaker = self.speaker

        bubble_anchors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bubble_anchors, Unset):
            bubble_anchors = []
            for bubble_anchors_item_data in self.bubble_anchors:
                bubble_anchors_item = bubble_anchors_item_data.to_dict()
                bubble_anchors.append(bubble_anchors_item)

        alt_text: None | str | Unset
        if isinstance(self.alt_text, Unset):
            alt_text = UNSET
        else:
            alt_text = self.alt_text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if caption is not UNSET:
            field_dict["caption"] = caption
        if caption_type is not UNSET:
            field_dict["caption_type"] = caption_type
        if speaker is not UNSET:
            field_dict["speaker"] = speaker
        if bubble_anchors is not UNSET:
            field_dict["bubble_anchors"] = bubble_anchors
        if alt_text is not UNSET:
            field_dict["alt_text"] = alt_text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_comic_panel_lettering_body_bubble_anchors_item import (
            UpdateComicPanelLetteringBodyBubbleAnchorsItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        caption = d.pop("caption", UNSET)

        _caption_type = d.pop("caption_type", UNSET)
        caption_type: CaptionType | Unset
        if isinstance(_caption_type, Unset):
            caption_type = UNSET
        else:
            caption_type = CaptionType(_caption_type)

        def _parse_speaker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        speaker = _parse_speaker(d.pop("speaker", UNSET))

        _bubble_anchors = d.pop("bubble_anchors", UNSET)
        bubble_anchors: list[UpdateComicPanelLetteringBodyBubbleAnchorsItem] | Unset = (
            UNSET
        )
        if _bubble_anchors is not UNSET:
            bubble_anchors = []
            for bubble_anchors_item_data in _bubble_anchors:
                bubble_anchors_item = (
                    UpdateComicPanelLetteringBodyBubbleAnchorsItem.from_dict(
                        bubble_anchors_item_data
                    )
                )

                bubble_anchors.append(bubble_anchors_item)

        def _parse_alt_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alt_text = _parse_alt_text(d.pop("alt_text", UNSET))

        update_comic_panel_lettering_body = cls(
            caption=caption,
            caption_type=caption_type,
            speaker=speaker,
            bubble_anchors=bubble_anchors,
            alt_text=alt_text,
        )

        update_comic_panel_lettering_body.additional_properties = d
        return update_comic_panel_lettering_body

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
