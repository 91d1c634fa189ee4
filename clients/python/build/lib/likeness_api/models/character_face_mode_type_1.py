from enum import StrEnum


class CharacterFaceModeType1(StrEnum):
    ILLUSTRATED = "illustrated"
    PULID = "pulid"

    def __str__(self) -> str:
        return str(self.value)
