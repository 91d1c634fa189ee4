from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast

if TYPE_CHECKING:
    from ..models.webhook_settings_event_types_item import WebhookSettingsEventTypesItem


T = TypeVar("T", bound="WebhookSettings")


@_attrs_define
class WebhookSettings:
    """
    Attributes:
        credits_low_threshold (int | None): A charge that takes your balance below this sends credits.low; null: never
        event_types (list[WebhookSettingsEventTypesItem]): Every event type and what it tells
    """

    credits_low_threshold: int | None
    event_types: list[WebhookSettingsEventTypesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credits_low_threshold: int | None
        credits_low_threshold = self.credits_low_threshold

        event_types = []
        for event_types_item_data in self.event_types:
            event_types_item = event_types_item_data.to_dict()
            event_types.append(event_types_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credits_low_threshold": credits_low_threshold,
                "event_types": event_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_settings_event_types_item import (
            WebhookSettingsEventTypesItem,
        )  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_credits_low_threshold(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        credits_low_threshold = _parse_credits_low_threshold(
            d.pop("credits_low_threshold")
        )

        event_types = []
        _event_types = d.pop("event_types")
        for event_types_item_data in _event_types:
            event_types_item = WebhookSettingsEventTypesItem.from_dict(
                event_types_item_data
            )

            event_types.append(event_types_item)

        webhook_settings = cls(
            credits_low_threshold=credits_low_threshold,
            event_types=event_types,
        )

        webhook_settings.additional_properties = d
        return webhook_settings

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
