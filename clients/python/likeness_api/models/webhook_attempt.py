from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.webhook_attempt_outcome import WebhookAttemptOutcome
from typing import cast
import datetime


T = TypeVar("T", bound="WebhookAttempt")


@_attrs_define
class WebhookAttempt:
    """
    Attributes:
        number (int): 1, 2, ... over every run of the delivery
        redelivery (bool): Made by a redelivery you asked for
        started_at (datetime.datetime):
        outcome (WebhookAttemptOutcome): delivered: a 2xx answer; failed: another answer, none, or a timeout (10 s);
            refused: nothing sent, the URL leads to an address deliveries never reach
        status_code (int | None):
        latency_ms (int): From the start of the attempt to the answer (or the failure)
        response_excerpt (None | str): The first 1 KB of the answer
        error (None | str):
    """

    number: int
    redelivery: bool
    started_at: datetime.datetime
    outcome: WebhookAttemptOutcome
    status_code: int | None
    latency_ms: int
    response_excerpt: None | str
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        redelivery = self.redelivery

        started_at = self.started_at.isoformat()

        outcome = self.outcome.value

        status_code: int | None
        status_code = self.status_code

        latency_ms = self.latency_ms

        response_excerpt: None | str
        response_excerpt = self.response_excerpt

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "redelivery": redelivery,
                "started_at": started_at,
                "outcome": outcome,
                "status_code": status_code,
                "latency_ms": latency_ms,
                "response_excerpt": response_excerpt,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        redelivery = d.pop("redelivery")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        outcome = WebhookAttemptOutcome(d.pop("outcome"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        latency_ms = d.pop("latency_ms")

        def _parse_response_excerpt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response_excerpt = _parse_response_excerpt(d.pop("response_excerpt"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        webhook_attempt = cls(
            number=number,
            redelivery=redelivery,
            started_at=started_at,
            outcome=outcome,
            status_code=status_code,
            latency_ms=latency_ms,
            response_excerpt=response_excerpt,
            error=error,
        )

        webhook_attempt.additional_properties = d
        return webhook_attempt

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
