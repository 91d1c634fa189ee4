from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.credit_pack import CreditPack


T = TypeVar("T", bound="PaymentOptionsPacksItem")


@_attrs_define
class PaymentOptionsPacksItem:
    """
    Attributes:
        pack (CreditPack):
        credits_ (int): Credits the pack grants once paid
        available (bool): Whether the operator set a Stripe price for it
    """

    pack: CreditPack
    credits_: int
    available: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pack = self.pack.value

        credits_ = self.credits_

        available = self.available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pack": pack,
                "credits": credits_,
                "available": available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pack = CreditPack(d.pop("pack"))

        credits_ = d.pop("credits")

        available = d.pop("available")

        payment_options_packs_item = cls(
            pack=pack,
            credits_=credits_,
            available=available,
        )

        payment_options_packs_item.additional_properties = d
        return payment_options_packs_item

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
