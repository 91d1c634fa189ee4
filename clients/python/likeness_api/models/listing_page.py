from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast

if TYPE_CHECKING:
    from ..models.listing import Listing


T = TypeVar("T", bound="ListingPage")


@_attrs_define
class ListingPage:
    """
    Attributes:
        listings (list[Listing]):
        total (int): Number of all matches, not only this page
        total_exact (bool): false when the search matched more than 1,000 entries: total is then PostgreSQL's estimate,
            not a count
        limit (int):
        offset (int):
        next_cursor (None | str): Pass as cursor for the next page; null on the last page. Pages read by cursor repeat
            the total counted for the first page
    """

    listings: list[Listing]
    total: int
    total_exact: bool
    limit: int
    offset: int
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        listings = []
        for listings_item_data in self.listings:
            listings_item = listings_item_data.to_dict()
            listings.append(listings_item)

        total = self.total

        total_exact = self.total_exact

        limit = self.limit

        offset = self.offset

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "listings": listings,
                "total": total,
                "total_exact": total_exact,
                "limit": limit,
                "offset": offset,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.listing import Listing  # noqa: PLC0415

        d = dict(src_dict)
        listings = []
        _listings = d.pop("listings")
        for listings_item_data in _listings:
            listings_item = Listing.from_dict(listings_item_data)

            listings.append(listings_item)

        total = d.pop("total")

        total_exact = d.pop("total_exact")

        limit = d.pop("limit")

        offset = d.pop("offset")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        listing_page = cls(
            listings=listings,
            total=total,
            total_exact=total_exact,
            limit=limit,
            offset=offset,
            next_cursor=next_cursor,
        )

        listing_page.additional_properties = d
        return listing_page

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
