from enum import StrEnum


class ReadingDirection(StrEnum):
    LTR = "ltr"
    RTL = "rtl"

    def __str__(self) -> str:
        return str(self.value)
