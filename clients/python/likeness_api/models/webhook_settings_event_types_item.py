from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.webhook_event_type import WebhookEventType


T = TypeVar("T", bound="WebhookSettingsEventTypesItem")


@_attrs_define
class WebhookSettingsEventTypesItem:
    """
    Attributes:
        type_ (WebhookEventType): An event an endpoint can subscribe to (GET /api/webhook-settings lists what each
            means)
        description (str):
    """

    type_: WebhookEventType
    description: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = WebhookEventType(d.pop("type"))

        description = d.pop("description")

        webhook_settings_event_types_item = cls(
            type_=type_,
            description=description,
        )

        webhook_settings_event_types_item.additional_properties = d
        return webhook_settings_event_types_item

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
