from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast
from uuid import UUID


T = TypeVar("T", bound="EditResult")


@_attrs_define
class EditResult:
    """
    Attributes:
        image_id (UUID):
        image_url (str):
        edited_from_image_id (UUID): The picture it was edited from, kept until you delete it
        alt_text (str): What the picture shows, for readers who cannot see it: who the render placed where, the prompt
            as written, then any change a variation made, brand assets and the art style Example: Mara on the left, Rusty on
            the right: reading a map on a windy hilltop. Art style: watercolour..
        consistency_score (int):
        attempts (int):
        passed (bool):
        reasoning (str):
        issues (list[str]):
    """

    image_id: UUID
    image_url: str
    edited_from_image_id: UUID
    alt_text: str
    consistency_score: int
    attempts: int
    passed: bool
    reasoning: str
    issues: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image_id = str(self.image_id)

        image_url = self.image_url

        edited_from_image_id = str(self.edited_from_image_id)

        alt_text = self.alt_text

        consistency_score = self.consistency_score

        attempts = self.attempts

        passed = self.passed

        reasoning = self.reasoning

        issues = self.issues

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "image_id": image_id,
                "image_url": image_url,
                "edited_from_image_id": edited_from_image_id,
                "alt_text": alt_text,
                "consistency_score": consistency_score,
                "attempts": attempts,
                "passed": passed,
                "reasoning": reasoning,
                "issues": issues,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        image_id = UUID(d.pop("image_id"))

        image_url = d.pop("image_url")

        edited_from_image_id = UUID(d.pop("edited_from_image_id"))

        alt_text = d.pop("alt_text")

        consistency_score = d.pop("consistency_score")

        attempts = d.pop("attempts")

        passed = d.pop("passed")

        reasoning = d.pop("reasoning")

        issues = cast(list[str], d.pop("issues"))

        edit_result = cls(
            image_id=image_id,
            image_url=image_url,
            edited_from_image_id=edited_from_image_id,
            alt_text=alt_text,
            consistency_score=consistency_score,
            attempts=attempts,
            passed=passed,
            reasoning=reasoning,
            issues=issues,
        )

        edit_result.additional_properties = d
        return edit_result

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
