from enum import StrEnum


class GenerateComicResponse200Status(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
