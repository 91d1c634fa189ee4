from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.generate_comic_response_200_status import GenerateComicResponse200Status
from uuid import UUID


T = TypeVar("T", bound="GenerateComicResponse200")


@_attrs_define
class GenerateComicResponse200:
    """
    Attributes:
        id (UUID):
        status (GenerateComicResponse200Status):
        page_count (int):
        warning (str | Unset): Present when the planner reads English only (the built-in one) and the story is in
            another language: what was not understood, and how to configure a model that reads it (its environment
            variables) Example: The built-in planner reads English only: it cannot read the story, written in Japanese, …
            configure a language model that reads it: PLANNER_PROVIDER=openai with PLANNER_MODEL, PLANNER_API_KEY and
            PLANNER_BASE_URL (any OpenAI-compatible chat API)..
    """

    id: UUID
    status: GenerateComicResponse200Status
    page_count: int
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        status = self.status.value

        page_count = self.page_count

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "page_count": page_count,
            }
        )
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        status = GenerateComicResponse200Status(d.pop("status"))

        page_count = d.pop("page_count")

        warning = d.pop("warning", UNSET)

        generate_comic_response_200 = cls(
            id=id,
            status=status,
            page_count=page_count,
            warning=warning,
        )

        generate_comic_response_200.additional_properties = d
        return generate_comic_response_200

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
