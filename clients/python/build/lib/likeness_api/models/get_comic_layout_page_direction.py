from enum import StrEnum


class GetComicLayoutPageDirection(StrEnum):
    LTR = "ltr"
    RTL = "rtl"

    def __str__(self) -> str:
        return str(self.value)
