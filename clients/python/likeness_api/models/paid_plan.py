from enum import StrEnum


class PaidPlan(StrEnum):
    CREATOR = "creator"
    STUDIO = "studio"

    def __str__(self) -> str:
        return str(self.value)
