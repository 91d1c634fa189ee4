from enum import StrEnum


class CharacterStatus(StrEnum):
    DRAFT = "draft"
    LOCKED = "locked"
    PUBLISHED = "published"

    def __str__(self) -> str:
        return str(self.value)
