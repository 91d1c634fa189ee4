from enum import StrEnum


class SceneKind(StrEnum):
    EDIT = "edit"
    MULTI = "multi"
    SCENE = "scene"
    VARIANT = "variant"

    def __str__(self) -> str:
        return str(self.value)
