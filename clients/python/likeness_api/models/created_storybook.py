from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.storybook_status import StorybookStatus
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.storybook_result_pages_item import StorybookResultPagesItem


T = TypeVar("T", bound="CreatedStorybook")


@_attrs_define
class CreatedStorybook:
    """
    Attributes:
        id (UUID):
        status (StorybookStatus):
        character_ids (list[str]):
        character_names (list[str]):
        language (str): BCP 47 language of the page texts, given or detected; the PDF is set and declared in it Example:
            ja.
        total_pages (int):
        generated (int):
        failed (int):
        pages (list[StorybookResultPagesItem]):
        pdf_url (None | str | Unset): Present when export_pdf was true
        warning (str | Unset): Present when its image model reads English only (a built-in one) and the page texts are
            in another language: what was not understood, and how to configure a model that reads it (its environment
            variables) Example: The built-in planner reads English only: it cannot read the story, written in Japanese, …
            configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and
            PLANNER_BASE_URL (any OpenAI-compatible chat API)..
    """

    id: UUID
    status: StorybookStatus
    character_ids: list[str]
    character_names: list[str]
    language: str
    total_pages: int
    generated: int
    failed: int
    pages: list[StorybookResultPagesItem]
    pdf_url: None | str | Unset = UNSET
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        status = self.status.value

        character_ids = self.character_ids

        character_names = self.character_names

        language = self.language

        total_pages = self.total_pages

        generated = self.generated

        failed = self.failed

        pages = []
        for pages_item_data in self.pages:
            pages_item = pages_item_data.to_dict()
            pages.append(pages_item)

        pdf_url: None | str | Unset
        if isinstance(self.pdf_url, Unset):
            pdf_url = UNSET
        else:
            pdf_url = self.pdf_url

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "character_ids": character_ids,
                "character_names": character_names,
                "language": language,
                "total_pages": total_pages,
                "generated": generated,
                "failed": failed,
                "pages": pages,
            }
        )
        if pdf_url is not UNSET:
            field_dict["pdf_url"] = pdf_url
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.storybook_result_pages_item import StorybookResultPagesItem  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        status = StorybookStatus(d.pop("status"))

        character_ids = cast(list[str], d.pop("character_ids"))

        character_names = cast(list[str], d.pop("character_names"))

        language = d.pop("language")

        total_pages = d.pop("total_pages")

        generated = d.pop("generated")

        failed = d.pop("failed")

        pages = []
        _pages = d.pop("pages")
        for pages_item_data in _pages:
            pages_item = StorybookResultPagesItem.from_dict(pages_item_data)

            pages.append(pages_item)

        def _parse_pdf_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pdf_url = _parse_pdf_url(d.pop("pdf_url", UNSET))

        warning = d.pop("warning", UNSET)

        created_storybook = cls(
            id=id,
            status=status,
            character_ids=character_ids,
            character_names=character_names,
            language=language,
            total_pages=total_pages,
            generated=generated,
            failed=failed,
            pages=pages,
            pdf_url=pdf_url,
            warning=warning,
        )

        created_storybook.additional_properties = d
        return created_storybook

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
