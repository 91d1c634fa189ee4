from enum import StrEnum


class MultiGenerateResultMode(StrEnum):
    ILLUSTRATED = "illustrated"
    PULID = "pulid"

    def __str__(self) -> str:
        return str(self.value)
