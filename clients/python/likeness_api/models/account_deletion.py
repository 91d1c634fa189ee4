from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.account_deletion_deletion import AccountDeletionDeletion


T = TypeVar("T", bound="AccountDeletion")


@_attrs_define
class AccountDeletion:
    """
    Attributes:
        deletion (AccountDeletionDeletion):
        run_id (str): The deletion run (Temporal workflow id), for the operator
        message (str):
    """

    deletion: AccountDeletionDeletion
    run_id: str
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deletion = self.deletion.value

        run_id = self.run_id

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deletion": deletion,
                "run_id": run_id,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deletion = AccountDeletionDeletion(d.pop("deletion"))

        run_id = d.pop("run_id")

        message = d.pop("message")

        account_deletion = cls(
            deletion=deletion,
            run_id=run_id,
            message=message,
        )

        account_deletion.additional_properties = d
        return account_deletion

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
