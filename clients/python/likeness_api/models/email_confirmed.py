from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


T = TypeVar("T", bound="EmailConfirmed")


@_attrs_define
class EmailConfirmed:
    """
    Attributes:
        confirmed (bool):
        email (str): The address the account now has
        email_changed (bool): True when the link confirmed a new address for the account
        credits_granted (int): Sign-up credits granted now: 0 when this address had them before
        already_confirmed (bool): True when the link was followed before and its address is confirmed: nothing changed
            now
    """

    confirmed: bool
    email: str
    email_changed: bool
    credits_granted: int
    already_confirmed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        confirmed = self.confirmed

        email = self.email

        email_changed = self.email_changed

        credits_granted = self.credits_granted

        already_confirmed = self.already_confirmed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "confirmed": confirmed,
                "email": email,
                "email_changed": email_changed,
                "credits_granted": credits_granted,
                "already_confirmed": already_confirmed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        confirmed = d.pop("confirmed")

        email = d.pop("email")

        email_changed = d.pop("email_changed")

        credits_granted = d.pop("credits_granted")

        already_confirmed = d.pop("already_confirmed")

        email_confirmed = cls(
            confirmed=confirmed,
            email=email,
            email_changed=email_changed,
            credits_granted=credits_granted,
            already_confirmed=already_confirmed,
        )

        email_confirmed.additional_properties = d
        return email_confirmed

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
