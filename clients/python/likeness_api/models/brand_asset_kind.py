from enum import StrEnum


class BrandAssetKind(StrEnum):
    LOGO = "logo"
    PACKAGING = "packaging"
    PRODUCT = "product"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)
