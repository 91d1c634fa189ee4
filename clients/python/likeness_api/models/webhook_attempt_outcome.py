from enum import StrEnum


class WebhookAttemptOutcome(StrEnum):
    DELIVERED = "delivered"
    FAILED = "failed"
    REFUSED = "refused"

    def __str__(self) -> str:
        return str(self.value)
