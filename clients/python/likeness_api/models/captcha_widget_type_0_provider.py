from enum import StrEnum


class CaptchaWidgetType0Provider(StrEnum):
    HCAPTCHA = "hcaptcha"
    TURNSTILE = "turnstile"

    def __str__(self) -> str:
        return str(self.value)
