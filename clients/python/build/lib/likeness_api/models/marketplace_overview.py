from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.listing import Listing


T = TypeVar("T", bound="MarketplaceOverview")


@_attrs_define
class MarketplaceOverview:
    """
    Attributes:
        listings_total (int): Active listings
        newest (list[Listing]):
        top (list[Listing]): Most sold first
    """

    listings_total: int
    newest: list[Listing]
    top: list[Listing]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        listings_total = self.listings_total

        newest = []
        for newest_item_data in self.newest:
            newest_item = newest_item_data.to_dict()
            newest.append(newest_item)

        top = []
        for top_item_data in self.top:
            top_item = top_item_data.to_dict()
            top.append(top_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "listings_total": listings_total,
                "newest": newest,
                "top": top,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.listing import Listing  # noqa: PLC0415

        d = dict(src_dict)
        listings_total = d.pop("listings_total")

        newest = []
        _newest = d.pop("newest")
        for newest_item_data in _newest:
            newest_item = Listing.from_dict(newest_item_data)

            newest.append(newest_item)

        top = []
        _top = d.pop("top")
        for top_item_data in _top:
            top_item = Listing.from_dict(top_item_data)

            top.append(top_item)

        marketplace_overview = cls(
            listings_total=listings_total,
            newest=newest,
            top=top,
        )

        marketplace_overview.additional_properties = d
        return marketplace_overview

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
