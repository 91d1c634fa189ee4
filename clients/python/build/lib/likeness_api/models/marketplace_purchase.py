from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from uuid import UUID


T = TypeVar("T", bound="MarketplacePurchase")


@_attrs_define
class MarketplacePurchase:
    """
    Attributes:
        character_id (UUID): Your locked copy
        name (str):
        price_credits (int):
        credits_ (int): Your balance after the purchase
    """

    character_id: UUID
    name: str
    price_credits: int
    credits_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = str(self.character_id)

        name = self.name

        price_credits = self.price_credits

        credits_ = self.credits_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "name": name,
                "price_credits": price_credits,
                "credits": credits_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = UUID(d.pop("character_id"))

        name = d.pop("name")

        price_credits = d.pop("price_credits")

        credits_ = d.pop("credits")

        marketplace_purchase = cls(
            character_id=character_id,
            name=name,
            price_credits=price_credits,
            credits_=credits_,
        )

        marketplace_purchase.additional_properties = d
        return marketplace_purchase

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
