from enum import StrEnum


class VarySceneBodyVary(StrEnum):
    ANGLE = "angle"
    BACKGROUND = "background"
    EXPRESSION = "expression"
    LIGHTING = "lighting"
    OUTFIT = "outfit"
    POSE = "pose"

    def __str__(self) -> str:
        return str(self.value)
