from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from uuid import UUID

if TYPE_CHECKING:
    from ..models.comic_webtoon_slices_item import ComicWebtoonSlicesItem


T = TypeVar("T", bound="ComicWebtoon")


@_attrs_define
class ComicWebtoon:
    """
    Attributes:
        comic_id (UUID):
        lang (str): BCP 47 language of the strip's lettering and alt texts: the lang of a reader's page Example: ko.
        width (int):
        height (int): Height of the whole strip
        slices (list[ComicWebtoonSlicesItem]):
    """

    comic_id: UUID
    lang: str
    width: int
    height: int
    slices: list[ComicWebtoonSlicesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comic_id = str(self.comic_id)

        lang = self.lang

        width = self.width

        height = self.height

        slices = []
        for slices_item_data in self.slices:
            slices_item = slices_item_data.to_dict()
            slices.append(slices_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comic_id": comic_id,
                "lang": lang,
                "width": width,
                "height": height,
                "slices": slices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_webtoon_slices_item import ComicWebtoonSlicesItem  # noqa: PLC0415

        d = dict(src_dict)
        comic_id = UUID(d.pop("comic_id"))

        lang = d.pop("lang")

        width = d.pop("width")

        height = d.pop("height")

        slices = []
        _slices = d.pop("slices")
        for slices_item_data in _slices:
            slices_item = ComicWebtoonSlicesItem.from_dict(slices_item_data)

            slices.append(slices_item)

        comic_webtoon = cls(
            comic_id=comic_id,
            lang=lang,
            width=width,
            height=height,
            slices=slices,
        )

        comic_webtoon.additional_properties = d
        return comic_webtoon

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
