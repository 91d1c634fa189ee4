from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.webhook_delivery_event_type import WebhookDeliveryEventType
from uuid import UUID
import datetime


T = TypeVar("T", bound="WebhookDeliveryEvent")


@_attrs_define
class WebhookDeliveryEvent:
    """
    Attributes:
        id (UUID): The webhook-id header of every attempt
        type_ (WebhookDeliveryEventType):
        created_at (datetime.datetime):
    """

    id: UUID
    type_: WebhookDeliveryEventType
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        type_ = WebhookDeliveryEventType(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        webhook_delivery_event = cls(
            id=id,
            type_=type_,
            created_at=created_at,
        )

        webhook_delivery_event.additional_properties = d
        return webhook_delivery_event

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
