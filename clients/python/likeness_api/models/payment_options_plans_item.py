from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.paid_plan import PaidPlan


T = TypeVar("T", bound="PaymentOptionsPlansItem")


@_attrs_define
class PaymentOptionsPlansItem:
    """
    Attributes:
        plan (PaidPlan):
        monthly_credits (int): Credits granted with each paid monthly invoice
        available (bool): Whether the operator set a Stripe price for it
    """

    plan: PaidPlan
    monthly_credits: int
    available: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan.value

        monthly_credits = self.monthly_credits

        available = self.available

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan": plan,
                "monthly_credits": monthly_credits,
                "available": available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan = PaidPlan(d.pop("plan"))

        monthly_credits = d.pop("monthly_credits")

        available = d.pop("available")

        payment_options_plans_item = cls(
            plan=plan,
            monthly_credits=monthly_credits,
            available=available,
        )

        payment_options_plans_item.additional_properties = d
        return payment_options_plans_item

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
