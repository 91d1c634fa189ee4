from enum import StrEnum


class ComicShot(StrEnum):
    CLOSEUP = "closeup"
    ESTABLISHING = "establishing"
    MEDIUM = "medium"
    OVER_SHOULDER = "over_shoulder"
    REACTION_CLOSEUP = "reaction_closeup"
    SPLASH = "splash"
    TWO_SHOT = "two_shot"
    WIDE = "wide"

    def __str__(self) -> str:
        return str(self.value)
