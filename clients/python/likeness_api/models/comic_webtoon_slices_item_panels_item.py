from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


T = TypeVar("T", bound="ComicWebtoonSlicesItemPanelsItem")


@_attrs_define
class ComicWebtoonSlicesItemPanelsItem:
    """
    Attributes:
        page_number (int):
        continued (bool): The panel began in an earlier slice
    """

    page_number: int
    continued: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        page_number = self.page_number

        continued = self.continued

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "page_number": page_number,
                "continued": continued,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page_number = d.pop("page_number")

        continued = d.pop("continued")

        comic_webtoon_slices_item_panels_item = cls(
            page_number=page_number,
            continued=continued,
        )

        comic_webtoon_slices_item_panels_item.additional_properties = d
        return comic_webtoon_slices_item_panels_item

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
