from enum import StrEnum


class ComicPanelCaptionType(StrEnum):
    DIALOGUE = "dialogue"
    NARRATION = "narration"

    def __str__(self) -> str:
        return str(self.value)
