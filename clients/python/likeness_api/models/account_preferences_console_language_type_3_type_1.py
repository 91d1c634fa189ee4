from enum import StrEnum


class AccountPreferencesConsoleLanguageType3Type1(StrEnum):
    AR = "ar"
    EN = "en"
    ES = "es"
    JA = "ja"

    def __str__(self) -> str:
        return str(self.value)
