from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.account_preferences_change_console_language_type_1 import (
    AccountPreferencesChangeConsoleLanguageType1,
)
from ..models.account_preferences_change_console_language_type_2_type_1 import (
    AccountPreferencesChangeConsoleLanguageType2Type1,
)
from ..models.account_preferences_change_console_language_type_3_type_1 import (
    AccountPreferencesChangeConsoleLanguageType3Type1,
)
from typing import cast


T = TypeVar("T", bound="AccountPreferencesChange")


@_attrs_define
class AccountPreferencesChange:
    """
    Attributes:
        console_language (AccountPreferencesChangeConsoleLanguageType1 |
            AccountPreferencesChangeConsoleLanguageType2Type1 | AccountPreferencesChangeConsoleLanguageType3Type1 | None):
            The web console's language for this account (en, es, ja or ar); null: each browser's own language Example: ja.
    """

    console_language: (
        AccountPreferencesChangeConsoleLanguageType1
        | AccountPreferencesChangeConsoleLanguageType2Type1
        | AccountPreferencesChangeConsoleLanguageType3Type1
        | None
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        console_language: None | str
        if isinstance(
            self.console_language, AccountPreferencesChangeConsoleLanguageType1
        ):
            console_language = self.console_language.value
        elif isinstance(
            self.console_language, AccountPreferencesChangeConsoleLanguageType2Type1
        ):
            console_language = self.console_language.value
        elif isinstance(
            self.console_language, AccountPreferencesChangeConsoleLanguageType3Type1
        ):
            console_language = self.console_language.value
        else:
            console_language = self.console_language

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "console_language": console_language,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_console_language(
            data: object,
        ) -> (
            AccountPreferencesChangeConsoleLanguageType1
            | AccountPreferencesChangeConsoleLanguageType2Type1
            | AccountPreferencesChangeConsoleLanguageType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                console_language_type_1 = AccountPreferencesChangeConsoleLanguageType1(
                    data
                )

                return console_language_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                console_language_type_2_type_1 = (
                    AccountPreferencesChangeConsoleLanguageType2Type1(data)
                )

                return console_language_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                console_language_type_3_type_1 = (
                    AccountPreferencesChangeConsoleLanguageType3Type1(data)
                )

                return console_language_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AccountPreferencesChangeConsoleLanguageType1
                | AccountPreferencesChangeConsoleLanguageType2Type1
                | AccountPreferencesChangeConsoleLanguageType3Type1
                | None,
                data,
            )

        console_language = _parse_console_language(d.pop("console_language"))

        account_preferences_change = cls(
            console_language=console_language,
        )

        account_preferences_change.additional_properties = d
        return account_preferences_change

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
