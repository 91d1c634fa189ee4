from enum import StrEnum


class CharacterDescriptorBuild(StrEnum):
    AVERAGE = "average"
    BROAD = "broad"
    SLIM = "slim"

    def __str__(self) -> str:
        return str(self.value)
