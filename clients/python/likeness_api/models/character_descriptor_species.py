from enum import StrEnum


class CharacterDescriptorSpecies(StrEnum):
    BEAR = "bear"
    CAT = "cat"
    DOG = "dog"
    FOX = "fox"
    HUMAN = "human"
    RABBIT = "rabbit"
    ROBOT = "robot"

    def __str__(self) -> str:
        return str(self.value)
