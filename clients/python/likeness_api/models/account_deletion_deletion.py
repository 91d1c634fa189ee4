from enum import StrEnum


class AccountDeletionDeletion(StrEnum):
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)
