from enum import StrEnum


class SearchMarketplaceListingsSort(StrEnum):
    NEWEST = "newest"
    POPULAR = "popular"
    PRICE = "price"

    def __str__(self) -> str:
        return str(self.value)
