from enum import StrEnum


class CreateComicPanelBodyCaptionType(StrEnum):
    DIALOGUE = "dialogue"
    NARRATION = "narration"

    def __str__(self) -> str:
        return str(self.value)
