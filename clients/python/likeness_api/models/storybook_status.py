from enum import StrEnum


class StorybookStatus(StrEnum):
    COMPLETED = "completed"
    COMPLETED_WITH_FAILURES = "completed_with_failures"
    FAILED = "failed"
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
