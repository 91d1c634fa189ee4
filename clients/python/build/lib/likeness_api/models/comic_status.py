from enum import StrEnum


class ComicStatus(StrEnum):
    FAILED = "failed"
    GENERATING = "generating"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
