from enum import StrEnum


class ListingStatus(StrEnum):
    ACTIVE = "active"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
