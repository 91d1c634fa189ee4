from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.payment_options_packs_item import PaymentOptionsPacksItem
    from ..models.payment_options_plans_item import PaymentOptionsPlansItem


T = TypeVar("T", bound="PaymentOptions")


@_attrs_define
class PaymentOptions:
    """
    Attributes:
        configured (bool): False when this server takes no payments (every other payment route answers 503)
        packs (list[PaymentOptionsPacksItem]):
        plans (list[PaymentOptionsPlansItem]):
    """

    configured: bool
    packs: list[PaymentOptionsPacksItem]
    plans: list[PaymentOptionsPlansItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        configured = self.configured

        packs = []
        for packs_item_data in self.packs:
            packs_item = packs_item_data.to_dict()
            packs.append(packs_item)

        plans = []
        for plans_item_data in self.plans:
            plans_item = plans_item_data.to_dict()
            plans.append(plans_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "configured": configured,
                "packs": packs,
                "plans": plans,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_options_packs_item import PaymentOptionsPacksItem  # noqa: PLC0415
        from ..models.payment_options_plans_item import PaymentOptionsPlansItem  # noqa: PLC0415

        d = dict(src_dict)
        configured = d.pop("configured")

        packs = []
        _packs = d.pop("packs")
        for packs_item_data in _packs:
            packs_item = PaymentOptionsPacksItem.from_dict(packs_item_data)

            packs.append(packs_item)

        plans = []
        _plans = d.pop("plans")
        for plans_item_data in _plans:
            plans_item = PaymentOptionsPlansItem.from_dict(plans_item_data)

            plans.append(plans_item)

        payment_options = cls(
            configured=configured,
            packs=packs,
            plans=plans,
        )

        payment_options.additional_properties = d
        return payment_options

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
