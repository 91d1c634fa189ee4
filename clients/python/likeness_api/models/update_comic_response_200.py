from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.comic import Comic
    from ..models.comic_panel import ComicPanel


T = TypeVar("T", bound="UpdateComicResponse200")


@_attrs_define
class UpdateComicResponse200:
    """
    Attributes:
        comic (Comic):
        pages (list[ComicPanel]):
    """

    comic: Comic
    pages: list[ComicPanel]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comic = self.comic.to_dict()

        pages = []
        for pages_item_data in self.pages:
            pages_item = pages_item_data.to_dict()
            pages.append(pages_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comic": comic,
                "pages": pages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic import Comic  # noqa: PLC0415
        from ..models.comic_panel import ComicPanel  # noqa: PLC0415

        d = dict(src_dict)
        comic = Comic.from_dict(d.pop("comic"))

        pages = []
        _pages = d.pop("pages")
        for pages_item_data in _pages:
            pages_item = ComicPanel.from_dict(pages_item_data)

            pages.append(pages_item)

        update_comic_response_200 = cls(
            comic=comic,
            pages=pages,
        )

        update_comic_response_200.additional_properties = d
        return update_comic_response_200

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
