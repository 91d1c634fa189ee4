from enum import StrEnum


class ListMyMarketplaceListingsStatus(StrEnum):
    ACTIVE = "active"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
