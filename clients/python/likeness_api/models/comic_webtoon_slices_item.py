from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.comic_webtoon_slices_item_panels_item import (
        ComicWebtoonSlicesItemPanelsItem,
    )


T = TypeVar("T", bound="ComicWebtoonSlicesItem")


@_attrs_define
class ComicWebtoonSlicesItem:
    """
    Attributes:
        slice_ (int):
        url (str):
        top (int):
        height (int):
        alt_text (str): What the slice's picture shows, for its img alt: the text alternative of each panel it holds, in
            reading order, or that a panel from the slice before goes on Example: Panel 2. Two-shot: Ana on the left, Bo on
            the right. Ana whispers to Bo under the lanterns. Ana whispers: Shh… the lantern seller is a dragon. Sound:
            CRASH. Panel 3, continued..
        panels (list[ComicWebtoonSlicesItemPanelsItem]): The panels the slice shows, top to bottom
    """

    slice_: int
    url: str
    top: int
    height: int
    alt_text: str
    panels: list[ComicWebtoonSlicesItemPanelsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slice_ = self.slice_

        url = self.url

        top = self.top

        height = self.height

        alt_text = self.alt_text

        panels = []
        for panels_item_data in self.panels:
            panels_item = panels_item_data.to_dict()
            panels.append(panels_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slice": slice_,
                "url": url,
                "top": top,
                "height": height,
                "alt_text": alt_text,
                "panels": panels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_webtoon_slices_item_panels_item import (
            ComicWebtoonSlicesItemPanelsItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        slice_ = d.pop("slice")

        url = d.pop("url")

        top = d.pop("top")

        height = d.pop("height")

        alt_text = d.pop("alt_text")

        panels = []
        _panels = d.pop("panels")
        for panels_item_data in _panels:
            panels_item = ComicWebtoonSlicesItemPanelsItem.from_dict(panels_item_data)

            panels.append(panels_item)

        comic_webtoon_slices_item = cls(
            slice_=slice_,
            url=url,
            top=top,
            height=height,
            alt_text=alt_text,
            panels=panels,
        )

        comic_webtoon_slices_item.additional_properties = d
        return comic_webtoon_slices_item

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
