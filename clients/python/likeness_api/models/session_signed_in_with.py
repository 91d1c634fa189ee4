from enum import StrEnum


class SessionSignedInWith(StrEnum):
    API_KEY = "api_key"
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)
