from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


T = TypeVar("T", bound="PasswordChanged")


@_attrs_define
class PasswordChanged:
    """
    Attributes:
        changed (bool):
        other_sessions_ended (int): Console sign-ins ended by the change (all but the one that asked)
    """

    changed: bool
    other_sessions_ended: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        changed = self.changed

        other_sessions_ended = self.other_sessions_ended

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "changed": changed,
                "other_sessions_ended": other_sessions_ended,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        changed = d.pop("changed")

        other_sessions_ended = d.pop("other_sessions_ended")

        password_changed = cls(
            changed=changed,
            other_sessions_ended=other_sessions_ended,
        )

        password_changed.additional_properties = d
        return password_changed

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
