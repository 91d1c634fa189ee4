from enum import StrEnum


class ComicStyleKey(StrEnum):
    CLASSIC_AMERICAN = "classic_american"
    EUROPEAN_TINTIN = "european_tintin"
    INDIE_WEBCOMIC = "indie_webcomic"
    MANGA_BW = "manga_bw"
    NEWSPAPER_SUNDAY = "newspaper_sunday"

    def __str__(self) -> str:
        return str(self.value)
