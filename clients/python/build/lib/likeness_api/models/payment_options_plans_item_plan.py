from enum import StrEnum


class PaymentOptionsPlansItemPlan(StrEnum):
    CREATOR = "creator"
    STUDIO = "studio"

    def __str__(self) -> str:
        return str(self.value)
