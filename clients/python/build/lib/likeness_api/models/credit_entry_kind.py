from enum import StrEnum


class CreditEntryKind(StrEnum):
    CHARGE = "charge"
    FEE = "fee"
    GRANT = "grant"
    PURCHASE = "purchase"
    REFUND = "refund"
    SALE = "sale"

    def __str__(self) -> str:
        return str(self.value)
