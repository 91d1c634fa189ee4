from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast


T = TypeVar("T", bound="UpdateWebhookSettingsBody")


@_attrs_define
class UpdateWebhookSettingsBody:
    """
    Attributes:
        credits_low_threshold (int | None): The balance below which a charge sends credits.low; null turns it off
    """

    credits_low_threshold: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credits_low_threshold: int | None
        credits_low_threshold = self.credits_low_threshold

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credits_low_threshold": credits_low_threshold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_credits_low_threshold(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        credits_low_threshold = _parse_credits_low_threshold(
            d.pop("credits_low_threshold")
        )

        update_webhook_settings_body = cls(
            credits_low_threshold=credits_low_threshold,
        )

        update_webhook_settings_body.additional_properties = d
        return update_webhook_settings_body

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
