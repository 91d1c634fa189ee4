from enum import StrEnum


class SceneScenePlanType0PlaceFrom(StrEnum):
    ANCHOR = "anchor"
    DEFAULT = "default"
    IMPLIED = "implied"
    NAMED = "named"
    NEAREST = "nearest"

    def __str__(self) -> str:
        return str(self.value)
