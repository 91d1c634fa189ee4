from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


T = TypeVar("T", bound="PredictionWebhookReceipt")


@_attrs_define
class PredictionWebhookReceipt:
    """
    Attributes:
        received (bool):
        applied (bool): False when it changed nothing: delivered before, about a prediction still running, or one
            already settled
        detail (str):
    """

    received: bool
    applied: bool
    detail: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        received = self.received

        applied = self.applied

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "received": received,
                "applied": applied,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        received = d.pop("received")

        applied = d.pop("applied")

        detail = d.pop("detail")

        prediction_webhook_receipt = cls(
            received=received,
            applied=applied,
            detail=detail,
        )

        prediction_webhook_receipt.additional_properties = d
        return prediction_webhook_receipt

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
