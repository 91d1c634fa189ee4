from enum import StrEnum


class CaptionType(StrEnum):
    DIALOGUE = "dialogue"
    NARRATION = "narration"

    def __str__(self) -> str:
        return str(self.value)
