from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="RotatedWebhookSecret")


@_attrs_define
class RotatedWebhookSecret:
    """
    Attributes:
        id (UUID):
        secret (str): The signing secret (Standard Webhooks: whsec_ and a base64 key); shown only now Example:
            whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw.
        previous_secret_expires_at (datetime.datetime | None):
        warning (str):  Example: Store this secret now: it is shown only once. Verify each delivery with it..
    """

    id: UUID
    secret: str
    previous_secret_expires_at: datetime.datetime | None
    warning: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        secret = self.secret

        previous_secret_expires_at: None | str
        if isinstance(self.previous_secret_expires_at, datetime.datetime):
            previous_secret_expires_at = self.previous_secret_expires_at.isoformat()
        else:
            previous_secret_expires_at = self.previous_secret_expires_at

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "secret": secret,
                "previous_secret_expires_at": previous_secret_expires_at,
                "warning": warning,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        secret = d.pop("secret")

        def _parse_previous_secret_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                previous_secret_expires_at_type_0 = datetime.datetime.fromisoformat(
                    data
                )

                return previous_secret_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        previous_secret_expires_at = _parse_previous_secret_expires_at(
            d.pop("previous_secret_expires_at")
        )

        warning = d.pop("warning")

        rotated_webhook_secret = cls(
            id=id,
            secret=secret,
            previous_secret_expires_at=previous_secret_expires_at,
            warning=warning,
        )

        rotated_webhook_secret.additional_properties = d
        return rotated_webhook_secret

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
