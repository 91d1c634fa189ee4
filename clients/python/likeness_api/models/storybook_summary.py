from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.storybook_status import StorybookStatus
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="StorybookSummary")


@_attrs_define
class StorybookSummary:
    """
    Attributes:
        id (UUID):
        title (str): The first page's scene description (at most 80 characters, cut at a word): a storybook has no title
            of its own
        status (StorybookStatus):
        character_names (list[str]):
        total_pages (int):
        generated (int):
        failed (int):
        created_at (datetime.datetime):
    """

    id: UUID
    title: str
    status: StorybookStatus
    character_names: list[str]
    total_pages: int
    generated: int
    failed: int
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        title = self.title

        status = self.status.value

        character_names = self.character_names

        total_pages = self.total_pages

        generated = self.generated

        failed = self.failed

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "title": title,
                "status": status,
                "character_names": character_names,
                "total_pages": total_pages,
                "generated": generated,
                "failed": failed,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        title = d.pop("title")

        status = StorybookStatus(d.pop("status"))

        character_names = cast(list[str], d.pop("character_names"))

        total_pages = d.pop("total_pages")

        generated = d.pop("generated")

        failed = d.pop("failed")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        storybook_summary = cls(
            id=id,
            title=title,
            status=status,
            character_names=character_names,
            total_pages=total_pages,
            generated=generated,
            failed=failed,
            created_at=created_at,
        )

        storybook_summary.additional_properties = d
        return storybook_summary

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
