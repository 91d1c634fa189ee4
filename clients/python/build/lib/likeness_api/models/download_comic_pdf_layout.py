from enum import StrEnum


class DownloadComicPdfLayout(StrEnum):
    PAGES = "pages"
    PANELS = "panels"

    def __str__(self) -> str:
        return str(self.value)
