from enum import StrEnum


class ComicReadingDirection(StrEnum):
    LTR = "ltr"
    RTL = "rtl"

    def __str__(self) -> str:
        return str(self.value)
