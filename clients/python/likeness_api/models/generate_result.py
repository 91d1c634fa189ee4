from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.generate_result_poses_item import GenerateResultPosesItem


T = TypeVar("T", bound="GenerateResult")


@_attrs_define
class GenerateResult:
    """
    Attributes:
        image_id (UUID):
        image_url (str):
        alt_text (str): What the picture shows, for readers who cannot see it: who the render placed where, the prompt
            as written, then any change a variation made, brand assets and the art style Example: Mara on the left, Rusty on
            the right: reading a map on a windy hilltop. Art style: watercolour..
        consistency_score (int):
        attempts (int):
        passed (bool): The likeness met min_score; says nothing of the prompt (see prompt_issues)
        reasoning (str):
        issues (list[str]): Every problem found: the judge's (likeness, brand, a character missing), then what of the
            prompt the picture does not show (also in prompt_issues)
        prompt_issues (list[str]): What the prompt asked for that the picture does not show: places, things and actions
            the image model says it did not draw (the built-in illustrator's scene plan), and what a judge that reads the
            prompt saw missing. Empty when the picture shows all of it. Apart from the scores: consistency_score and passed
            are about the likeness only Example: ['Not drawn: "windy", "hilltop" (the illustrator has no drawing for these
            words); the place drawn, a beach, was chosen from what is in the scene'].
        cached (bool):
        character_score (int | Unset):
        brand_score (int | Unset):
        poses (list[GenerateResultPosesItem] | Unset): Present when a pose was asked for: how the figure matched it (an
            issue says when it missed)
    """

    image_id: UUID
    image_url: str
    alt_text: str
    consistency_score: int
    attempts: int
    passed: bool
    reasoning: str
    issues: list[str]
    prompt_issues: list[str]
    cached: bool
    character_score: int | Unset = UNSET
    brand_score: int | Unset = UNSET
    poses: list[GenerateResultPosesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image_id = str(self.image_id)

        image_url = self.image_url

        alt_text = self.alt_text

        consistency_score = self.consistency_score

        attempts = self.attempts

        passed = self.passed

        reasoning = self.reasoning

        issues = self.issues

        prompt_issues = self.prompt_issues

        cached = self.cached

        character_score = self.character_score

        brand_score = self.brand_score

        poses: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.poses, Unset):
            poses = []
            for poses_item_data in self.poses:
                poses_item = poses_item_data.to_dict()
                poses.append(poses_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "image_id": image_id,
                "image_url": image_url,
                "alt_text": alt_text,
                "consistency_score": consistency_score,
                "attempts": attempts,
                "passed": passed,
                "reasoning": reasoning,
                "issues": issues,
                "prompt_issues": prompt_issues,
                "cached": cached,
            }
        )
        if character_score is not UNSET:
            field_dict["character_score"] = character_score
        if brand_score is not UNSET:
            field_dict["brand_score"] = brand_score
        if poses is not UNSET:
            field_dict["poses"] = poses

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.generate_result_poses_item import GenerateResultPosesItem  # noqa: PLC0415

        d = dict(src_dict)
        image_id = UUID(d.pop("image_id"))

        image_url = d.pop("image_url")

        alt_text = d.pop("alt_text")

        consistency_score = d.pop("consistency_score")

        attempts = d.pop("attempts")

        passed = d.pop("passed")

        reasoning = d.pop("reasoning")

        issues = cast(list[str], d.pop("issues"))

        prompt_issues = cast(list[str], d.pop("prompt_issues"))

        cached = d.pop("cached")

        character_score = d.pop("character_score", UNSET)

        brand_score = d.pop("brand_score", UNSET)

        _poses = d.pop("poses", UNSET)
        poses: list[GenerateResultPosesItem] | Unset = UNSET
        if _poses is not UNSET:
            poses = []
            for poses_item_data in _poses:
                poses_item = GenerateResultPosesItem.from_dict(poses_item_data)

                poses.append(poses_item)

        generate_result = cls(
            image_id=image_id,
            image_url=image_url,
            alt_text=alt_text,
            consistency_score=consistency_score,
            attempts=attempts,
            passed=passed,
            reasoning=reasoning,
            issues=issues,
            prompt_issues=prompt_issues,
            cached=cached,
            character_score=character_score,
            brand_score=brand_score,
            poses=poses,
        )

        generate_result.additional_properties = d
        return generate_result

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
