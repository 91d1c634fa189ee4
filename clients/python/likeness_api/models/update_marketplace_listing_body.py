from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="UpdateMarketplaceListingBody")


@_attrs_define
class UpdateMarketplaceListingBody:
    """
    Attributes:
        price_credits (int | Unset): Price in credits, 1-10000
        title (str | Unset):
        description (str | Unset):
    """

    price_credits: int | Unset = UNSET
    title: str | Unset = UNSET
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        price_credits = self.price_credits

        title = self.title

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if price_credits is not UNSET:
            field_dict["price_credits"] = price_credits
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        price_credits = d.pop("price_credits", UNSET)

        title = d.pop("title", UNSET)

        description = d.pop("description", UNSET)

        update_marketplace_listing_body = cls(
            price_credits=price_credits,
            title=title,
            description=description,
        )

        update_marketplace_listing_body.additional_properties = d
        return update_marketplace_listing_body

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
