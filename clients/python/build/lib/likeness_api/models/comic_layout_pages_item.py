from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.comic_layout_pages_item_panels_item import (
        ComicLayoutPagesItemPanelsItem,
    )


T = TypeVar("T", bound="ComicLayoutPagesItem")


@_attrs_define
class ComicLayoutPagesItem:
    """
    Attributes:
        page (int):
        template (str):
        url (str): The laid-out page as PNG (needs the API key)
        panels (list[ComicLayoutPagesItemPanelsItem]): Where each panel sits on the page, in reading order (pixels)
    """

    page: int
    template: str
    url: str
    panels: list[ComicLayoutPagesItemPanelsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        template = self.template

        url = self.url

        panels = []
        for panels_item_data in self.panels:
            panels_item = panels_item_data.to_dict()
            panels.append(panels_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "page": page,
                "template": template,
                "url": url,
                "panels": panels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_layout_pages_item_panels_item import (
            ComicLayoutPagesItemPanelsItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        page = d.pop("page")

        template = d.pop("template")

        url = d.pop("url")

        panels = []
        _panels = d.pop("panels")
        for panels_item_data in _panels:
            panels_item = ComicLayoutPagesItemPanelsItem.from_dict(panels_item_data)

            panels.append(panels_item)

        comic_layout_pages_item = cls(
            page=page,
            template=template,
            url=url,
            panels=panels,
        )

        comic_layout_pages_item.additional_properties = d
        return comic_layout_pages_item

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
