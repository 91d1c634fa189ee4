from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.webhook_delivery_status import WebhookDeliveryStatus
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.webhook_attempt import WebhookAttempt
    from ..models.webhook_delivery_event import WebhookDeliveryEvent


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        id (UUID):
        event (WebhookDeliveryEvent):
        status (WebhookDeliveryStatus): pending while it is tried, then delivered or failed (its schedule ran out, or
            the endpoint was disabled)
        next_attempt_at (datetime.datetime | None):
        redeliveries (int):
        created_at (datetime.datetime):
        attempts (list[WebhookAttempt]):
    """

    id: UUID
    event: WebhookDeliveryEvent
    status: WebhookDeliveryStatus
    next_attempt_at: datetime.datetime | None
    redeliveries: int
    created_at: datetime.datetime
    attempts: list[WebhookAttempt]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        event = self.event.to_dict()

        status = self.status.value

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        redeliveries = self.redeliveries

        created_at = self.created_at.isoformat()

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "event": event,
                "status": status,
                "next_attempt_at": next_attempt_at,
                "redeliveries": redeliveries,
                "created_at": created_at,
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_attempt import WebhookAttempt  # noqa: PLC0415
        from ..models.webhook_delivery_event import WebhookDeliveryEvent  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        event = WebhookDeliveryEvent.from_dict(d.pop("event"))

        status = WebhookDeliveryStatus(d.pop("status"))

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        redeliveries = d.pop("redeliveries")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = WebhookAttempt.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        webhook_delivery = cls(
            id=id,
            event=event,
            status=status,
            next_attempt_at=next_attempt_at,
            redeliveries=redeliveries,
            created_at=created_at,
            attempts=attempts,
        )

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
