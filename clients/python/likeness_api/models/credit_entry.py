from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.credit_entry_kind import CreditEntryKind
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="CreditEntry")


@_attrs_define
class CreditEntry:
    """
    Attributes:
        id (UUID):
        kind (CreditEntryKind): grant adds credits (operator or sign-up), charge takes them for a run, refund returns an
            undelivered unit, purchase is credits bought through Stripe, sale is a marketplace sale paid to the seller and
            fee the platform share taken from it
        amount (int): Signed change of the balance: negative for a charge
        balance_after (int):
        description (None | str):
        created_at (datetime.datetime):
    """

    id: UUID
    kind: CreditEntryKind
    amount: int
    balance_after: int
    description: None | str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        kind = self.kind.value

        amount = self.amount

        balance_after = self.balance_after

        description: None | str
        description = self.description

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "amount": amount,
                "balance_after": balance_after,
                "description": description,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        kind = CreditEntryKind(d.pop("kind"))

        amount = d.pop("amount")

        balance_after = d.pop("balance_after")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        credit_entry = cls(
            id=id,
            kind=kind,
            amount=amount,
            balance_after=balance_after,
            description=description,
            created_at=created_at,
        )

        credit_entry.additional_properties = d
        return credit_entry

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
