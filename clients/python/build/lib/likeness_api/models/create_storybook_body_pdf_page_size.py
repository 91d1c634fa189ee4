from enum import StrEnum


class CreateStorybookBodyPdfPageSize(StrEnum):
    A4 = "a4"
    SQUARE = "square"

    def __str__(self) -> str:
        return str(self.value)
