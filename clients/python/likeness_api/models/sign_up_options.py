from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.sign_up_options_signup_mode import SignUpOptionsSignupMode
from typing import cast

if TYPE_CHECKING:
    from ..models.captcha_widget_type_0 import CaptchaWidgetType0


T = TypeVar("T", bound="SignUpOptions")


@_attrs_define
class SignUpOptions:
    """
    Attributes:
        signup_mode (SignUpOptionsSignupMode):
        signup_credits (int): Credits an account gets once its email address is confirmed (once per address)
        captcha (CaptchaWidgetType0 | None): The CAPTCHA sign-ups must solve, or null when there is none
    """

    signup_mode: SignUpOptionsSignupMode
    signup_credits: int
    captcha: CaptchaWidgetType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.captcha_widget_type_0 import CaptchaWidgetType0  # noqa: PLC0415

        signup_mode = self.signup_mode.value

        signup_credits = self.signup_credits

        captcha: dict[str, Any] | None
        if isinstance(self.captcha, CaptchaWidgetType0):
            captcha = self.captcha.to_dict()
        else:
            captcha = self.captcha

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "signup_mode": signup_mode,
                "signup_credits": signup_credits,
                "captcha": captcha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.captcha_widget_type_0 import CaptchaWidgetType0  # noqa: PLC0415

        d = dict(src_dict)
        signup_mode = SignUpOptionsSignupMode(d.pop("signup_mode"))

        signup_credits = d.pop("signup_credits")

        def _parse_captcha(data: object) -> CaptchaWidgetType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_captcha_widget_type_0 = CaptchaWidgetType0.from_dict(
                    data
                )

                return componentsschemas_captcha_widget_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CaptchaWidgetType0 | None, data)

        captcha = _parse_captcha(d.pop("captcha"))

        sign_up_options = cls(
            signup_mode=signup_mode,
            signup_credits=signup_credits,
            captcha=captcha,
        )

        sign_up_options.additional_properties = d
        return sign_up_options

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
