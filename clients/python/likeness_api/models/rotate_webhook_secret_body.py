from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="RotateWebhookSecretBody")


@_attrs_define
class RotateWebhookSecretBody:
    """
    Attributes:
        overlap_hours (int | Unset): How long the old secret keeps signing beside the new one, in hours (0-168, default
            24) Default: 24.
    """

    overlap_hours: int | Unset = 24
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        overlap_hours = self.overlap_hours

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if overlap_hours is not UNSET:
            field_dict["overlap_hours"] = overlap_hours

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        overlap_hours = d.pop("overlap_hours", UNSET)

        rotate_webhook_secret_body = cls(
            overlap_hours=overlap_hours,
        )

        rotate_webhook_secret_body.additional_properties = d
        return rotate_webhook_secret_body

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
