from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


T = TypeVar("T", bound="ComicWebtoonSlicesItem")


@_attrs_define
class ComicWebtoonSlicesItem:
    """
    Attributes:
        slice_ (int):
        url (str):
        top (int):
        height (int):
    """

    slice_: int
    url: str
    top: int
    height: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slice_ = self.slice_

        url = self.url

        top = self.top

        height = self.height

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slice": slice_,
                "url": url,
                "top": top,
                "height": height,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slice_ = d.pop("slice")

        url = d.pop("url")

        top = d.pop("top")

        height = d.pop("height")

        comic_webtoon_slices_item = cls(
            slice_=slice_,
            url=url,
            top=top,
            height=height,
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
