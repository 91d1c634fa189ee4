from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="SignUp")


@_attrs_define
class SignUp:
    """
    Attributes:
        email (str):  Example: ada@example.com.
        password (str): At least 10 characters, not a common password Example: correct horse battery.
        captcha_token (str | Unset): The CAPTCHA widget's answer, needed when GET /api/session/options names a CAPTCHA
            (Cloudflare Turnstile or hCaptcha)
    """

    email: str
    password: str
    captcha_token: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        captcha_token = self.captcha_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "email": email,
                "password": password,
            }
        )
        if captcha_token is not UNSET:
            field_dict["captcha_token"] = captcha_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        captcha_token = d.pop("captcha_token", UNSET)

        sign_up = cls(
            email=email,
            password=password,
            captcha_token=captcha_token,
        )

        sign_up.additional_properties = d
        return sign_up

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
