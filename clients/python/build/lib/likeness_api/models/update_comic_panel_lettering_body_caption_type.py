from enum import StrEnum


class UpdateComicPanelLetteringBodyCaptionType(StrEnum):
    DIALOGUE = "dialogue"
    NARRATION = "narration"

    def __str__(self) -> str:
        return str(self.value)
