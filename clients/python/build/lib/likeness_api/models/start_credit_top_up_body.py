from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.start_credit_top_up_body_pack import StartCreditTopUpBodyPack


T = TypeVar("T", bound="StartCreditTopUpBody")


@_attrs_define
class StartCreditTopUpBody:
    """
    Attributes:
        pack (StartCreditTopUpBodyPack): The credit pack to buy once
    """

    pack: StartCreditTopUpBodyPack
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pack = self.pack.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pack": pack,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pack = StartCreditTopUpBodyPack(d.pop("pack"))

        start_credit_top_up_body = cls(
            pack=pack,
        )

        start_credit_top_up_body.additional_properties = d
        return start_credit_top_up_body

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
