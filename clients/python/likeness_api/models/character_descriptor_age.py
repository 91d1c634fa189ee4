from enum import StrEnum


class CharacterDescriptorAge(StrEnum):
    ADULT = "adult"
    CHILD = "child"
    ELDER = "elder"
    TEEN = "teen"

    def __str__(self) -> str:
        return str(self.value)
