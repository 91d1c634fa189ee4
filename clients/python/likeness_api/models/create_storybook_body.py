from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_storybook_body_pdf_page_size import CreateStorybookBodyPdfPageSize
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="CreateStorybookBody")


@_attrs_define
class CreateStorybookBody:
    """
    Attributes:
        pages (list[str]): One scene description per page, at most 20
        character_id (UUID | Unset):
        character_ids (list[UUID] | Unset):
        art_style (str | Unset):
        model (str | Unset): Extension: image model for every page (GET /api/models); default model when omitted
        consistency_check (bool | Unset): false: one scored attempt per page; true: up to 3 attempts until the score
            reaches 0.90 Default: False.
        export_pdf (bool | Unset):  Default: False.
        pdf_page_size (CreateStorybookBodyPdfPageSize | Unset): Extension: page size of the exported PDF Default:
            CreateStorybookBodyPdfPageSize.A4.
        language (str | Unset): BCP 47 language of the texts (e.g. ja, zh-Hans, ar, pt-BR); detected from them when not
            given Example: ja.
    """

    pages: list[str]
    character_id: UUID | Unset = UNSET
    character_ids: list[UUID] | Unset = UNSET
    art_style: str | Unset = UNSET
    model: str | Unset = UNSET
    consistency_check: bool | Unset = False
    export_pdf: bool | Unset = False
    pdf_page_size: CreateStorybookBodyPdfPageSize | Unset = (
        CreateStorybookBodyPdfPageSize.A4
    )
    language: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pages = self.pages

        character_id: str | Unset = UNSET
        if not isinstance(self.character_id, Unset):
            character_id = str(self.character_id)

        character_ids: list[str] | Unset = UNSET
        if not isinstance(self.character_ids, Unset):
            character_ids = []
            for character_ids_item_data in self.character_ids:
                character_ids_item = str(character_ids_item_data)
                character_ids.append(character_ids_item)

        art_style = self.art_style

        model = self.model

        consistency_check = self.consistency_check

        export_pdf = self.export_pdf

        pdf_page_size: str | Unset = UNSET
        if not isinstance(self.pdf_page_size, Unset):
            pdf_page_size = self.pdf_page_size.value

        language = self.language

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pages": pages,
            }
        )
        if character_id is not UNSET:
            field_dict["character_id"] = character_id
        if character_ids is not UNSET:
            field_dict["character_ids"] = character_ids
        if art_style is not UNSET:
            field_dict["art_style"] = art_style
        if model is not UNSET:
            field_dict["model"] = model
        if consistency_check is not UNSET:
            field_dict["consistency_check"] = consistency_check
        if export_pdf is not UNSET:
            field_dict["export_pdf"] = export_pdf
        if pdf_page_size is not UNSET:
            field_dict["pdf_page_size"] = pdf_page_size
        if language is not UNSET:
            field_dict["language"] = language

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pages = cast(list[str], d.pop("pages"))

        _character_id = d.pop("character_id", UNSET)
        character_id: UUID | Unset
        if isinstance(_character_id, Unset):
            character_id = UNSET
        else:
            character_id = UUID(_character_id)

        _character_ids = d.pop("character_ids", UNSET)
        character_ids: list[UUID] | Unset = UNSET
        if _character_ids is not UNSET:
            character_ids = []
            for character_ids_item_data in _character_ids:
                character_ids_item = UUID(character_ids_item_data)

                character_ids.append(character_ids_item)

        art_style = d.pop("art_style", UNSET)

        model = d.pop("model", UNSET)

        consistency_check = d.pop("consistency_check", UNSET)

        export_pdf = d.pop("export_pdf", UNSET)

        _pdf_page_size = d.pop("pdf_page_size", UNSET)
        pdf_page_size: CreateStorybookBodyPdfPageSize | Unset
        if isinstance(_pdf_page_size, Unset):
            pdf_page_size = UNSET
        else:
            pdf_page_size = CreateStorybookBodyPdfPageSize(_pdf_page_size)

        language = d.pop("language", UNSET)

        create_storybook_body = cls(
            pages=pages,
            character_id=character_id,
            character_ids=character_ids,
            art_style=art_style,
            model=model,
            consistency_check=consistency_check,
            export_pdf=export_pdf,
            pdf_page_size=pdf_page_size,
            language=language,
        )

        create_storybook_body.additional_properties = d
        return create_storybook_body

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
