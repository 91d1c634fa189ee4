from enum import StrEnum


class AccountExportStatus(StrEnum):
    EXPIRED = "expired"
    FAILED = "failed"
    PREPARING = "preparing"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
