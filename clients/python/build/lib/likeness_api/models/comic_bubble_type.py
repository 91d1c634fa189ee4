from enum import StrEnum


class ComicBubbleType(StrEnum):
    NARRATION = "narration"
    SFX = "sfx"
    SHOUT = "shout"
    SPEECH = "speech"
    THOUGHT = "thought"
    WHISPER = "whisper"

    def __str__(self) -> str:
        return str(self.value)
