from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comic_bubble_type import ComicBubbleType

if TYPE_CHECKING:
    from ..models.comic_bubble_anchor import ComicBubbleAnchor
    from ..models.comic_bubble_box import ComicBubbleBox
    from ..models.comic_bubble_tail import ComicBubbleTail


T = TypeVar("T", bound="ComicBubble")


@_attrs_define
class ComicBubble:
    """
    Attributes:
        type_ (ComicBubbleType): speech, whisper (dashed), shout (burst), narration box, thought cloud or sound effect
        text (str):
        anchor (ComicBubbleAnchor): Centre of the bubble, in percent of the panel
        box (ComicBubbleBox): Bounds of the bubble, in percent of the panel
        speaker_name (str | Unset):
        tail (ComicBubbleTail | Unset): Where a balloon tail points (the speaker), in percent of the panel
        joins_previous (bool | Unset): Joined to the bubble before: the same speaker's next line
        vertical (bool | Unset): Set in vertical columns, top to bottom and right to left (a Japanese or Chinese manga
            read right to left); its box is tall
    """

    type_: ComicBubbleType
    text: str
    anchor: ComicBubbleAnchor
    box: ComicBubbleBox
    speaker_name: str | Unset = UNSET
    tail: ComicBubbleTail | Unset = UNSET
    joins_previous: bool | Unset = UNSET
    vertical: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        text = self.text

        anchor = self.anchor.to_dict()

        box = self.box.to_dict()

        speaker_name = self.speaker_name

        tail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tail, Unset):
            tail = self.tail.to_dict()

        joins_previous = self.joins_previous

        vertical = self.vertical

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "text": text,
                "anchor": anchor,
                "box": box,
            }
        )
        if speaker_name is not UNSET:
            field_dict["speaker_name"] = speaker_name
        if tail is not UNSET:
            field_dict["tail"] = tail
        if joins_previous is not UNSET:
            field_dict["joins_previous"] = joins_previous
        if vertical is not UNSET:
            field_dict["vertical"] = vertical

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_bubble_anchor import ComicBubbleAnchor  # noqa: PLC0415
        from ..models.comic_bubble_box import ComicBubbleBox  # noqa: PLC0415
        from ..models.comic_bubble_tail import ComicBubbleTail  # noqa: PLC0415

        d = dict(src_dict)
        type_ = ComicBubbleType(d.pop("type"))

        text = d.pop("text")

        anchor = ComicBubbleAnchor.from_dict(d.pop("anchor"))

        box = ComicBubbleBox.from_dict(d.pop("box"))

        speaker_name = d.pop("speaker_name", UNSET)

        _tail = d.pop("tail", UNSET)
        tail: ComicBubbleTail | Unset
        if isinstance(_tail, Unset):
            tail = UNSET
        else:
            tail = ComicBubbleTail.from_dict(_tail)

        joins_previous = d.pop("joins_previous", UNSET)

        vertical = d.pop("vertical", UNSET)

        comic_bubble = cls(
            type_=type_,
            text=text,
            anchor=anchor,
            box=box,
            speaker_name=speaker_name,
            tail=tail,
            joins_previous=joins_previous,
            vertical=vertical,
        )

        comic_bubble.additional_properties = d
        return comic_bubble

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
