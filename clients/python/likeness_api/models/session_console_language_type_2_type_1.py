from enum import StrEnum


class SessionConsoleLanguageType2Type1(StrEnum):
    AR = "ar"
    EN = "en"
    ES = "es"
    JA = "ja"

    def __str__(self) -> str:
        return str(self.value)
