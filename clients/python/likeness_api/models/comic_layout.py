from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.comic_layout_direction import ComicLayoutDirection
from uuid import UUID

if TYPE_CHECKING:
    from ..models.comic_layout_pages_item import ComicLayoutPagesItem


T = TypeVar("T", bound="ComicLayout")


@_attrs_define
class ComicLayout:
    """
    Attributes:
        comic_id (UUID):
        direction (ComicLayoutDirection):
        page_width (int):
        page_height (int):
        pages (list[ComicLayoutPagesItem]):
    """

    comic_id: UUID
    direction: ComicLayoutDirection
    page_width: int
    page_height: int
    pages: list[ComicLayoutPagesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comic_id = str(self.comic_id)

        direction = self.direction.value

        page_width = self.page_width

        page_height = self.page_height

        pages = []
        for pages_item_data in self.pages:
            pages_item = pages_item_data.to_dict()
            pages.append(pages_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comic_id": comic_id,
                "direction": direction,
                "page_width": page_width,
                "page_height": page_height,
                "pages": pages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_layout_pages_item import ComicLayoutPagesItem  # noqa: PLC0415

        d = dict(src_dict)
        comic_id = UUID(d.pop("comic_id"))

        direction = ComicLayoutDirection(d.pop("direction"))

        page_width = d.pop("page_width")

        page_height = d.pop("page_height")

        pages = []
        _pages = d.pop("pages")
        for pages_item_data in _pages:
            pages_item = ComicLayoutPagesItem.from_dict(pages_item_data)

            pages.append(pages_item)

        comic_layout = cls(
            comic_id=comic_id,
            direction=direction,
            page_width=page_width,
            page_height=page_height,
            pages=pages,
        )

        comic_layout.additional_properties = d
        return comic_layout

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
