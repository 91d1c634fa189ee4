from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.session_console_language_type_1 import SessionConsoleLanguageType1
from ..models.session_console_language_type_2_type_1 import (
    SessionConsoleLanguageType2Type1,
)
from ..models.session_console_language_type_3_type_1 import (
    SessionConsoleLanguageType3Type1,
)
from ..models.session_signed_in_with import SessionSignedInWith
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """
    Attributes:
        user_id (UUID):
        email (str):
        plan (str):
        credits_ (int):
        email_verified (bool): Whether the email address was confirmed by the link sent to it (sign-up credits come
            then)
        signed_in_with (SessionSignedInWith):
        csrf_token (None | str): Send it as X-CSRF-Token on every signed-in POST, PATCH and DELETE; null for API keys
        console_language (None | SessionConsoleLanguageType1 | SessionConsoleLanguageType2Type1 |
            SessionConsoleLanguageType3Type1): The web console's language the account chose (en, es, ja or ar); null: the
            browser's language is used Example: ja.
    """

    user_id: UUID
    email: str
    plan: str
    credits_: int
    email_verified: bool
    signed_in_with: SessionSignedInWith
    csrf_token: None | str
    console_language: (
        None
        | SessionConsoleLanguageType1
        | SessionConsoleLanguageType2Type1
        | SessionConsoleLanguageType3Type1
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = str(self.user_id)

        email = self.email

        plan = self.plan

        credits_ = self.credits_

        email_verified = self.email_verified

        signed_in_with = self.signed_in_with.value

        csrf_token: None | str
        csrf_token = self.csrf_token

        console_language: None | str
        if isinstance(self.console_language, SessionConsoleLanguageType1):
            console_language = self.console_language.value
        elif isinstance(self.console_language, SessionConsoleLanguageType2Type1):
            console_language = self.console_language.value
        elif isinstance(self.console_language, SessionConsoleLanguageType3Type1):
            console_language = self.console_language.value
        else:
            console_language = self.console_language

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "email": email,
                "plan": plan,
                "credits": credits_,
                "email_verified": email_verified,
                "signed_in_with": signed_in_with,
                "csrf_token": csrf_token,
                "console_language": console_language,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = UUID(d.pop("user_id"))

        email = d.pop("email")

        plan = d.pop("plan")

        credits_ = d.pop("credits")

        email_verified = d.pop("email_verified")

        signed_in_with = SessionSignedInWith(d.pop("signed_in_with"))

        def _parse_csrf_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        csrf_token = _parse_csrf_token(d.pop("csrf_token"))

        def _parse_console_language(
            data: object,
        ) -> (
            None
            | SessionConsoleLanguageType1
            | SessionConsoleLanguageType2Type1
            | SessionConsoleLanguageType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                console_language_type_1 = SessionConsoleLanguageType1(data)

                return console_language_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                console_language_type_2_type_1 = SessionConsoleLanguageType2Type1(data)

                return console_language_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                console_language_type_3_type_1 = SessionConsoleLanguageType3Type1(data)

                return console_language_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SessionConsoleLanguageType1
                | SessionConsoleLanguageType2Type1
                | SessionConsoleLanguageType3Type1,
                data,
            )

        console_language = _parse_console_language(d.pop("console_language"))

        session = cls(
            user_id=user_id,
            email=email,
            plan=plan,
            credits_=credits_,
            email_verified=email_verified,
            signed_in_with=signed_in_with,
            csrf_token=csrf_token,
            console_language=console_language,
        )

        session.additional_properties = d
        return session

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
