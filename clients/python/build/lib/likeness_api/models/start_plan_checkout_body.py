from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.start_plan_checkout_body_plan import StartPlanCheckoutBodyPlan


T = TypeVar("T", bound="StartPlanCheckoutBody")


@_attrs_define
class StartPlanCheckoutBody:
    """
    Attributes:
        plan (StartPlanCheckoutBodyPlan): The plan to subscribe to
    """

    plan: StartPlanCheckoutBodyPlan
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plan = self.plan.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan": plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan = StartPlanCheckoutBodyPlan(d.pop("plan"))

        start_plan_checkout_body = cls(
            plan=plan,
        )

        start_plan_checkout_body.additional_properties = d
        return start_plan_checkout_body

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
