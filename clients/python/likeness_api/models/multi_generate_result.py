from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.multi_generate_result_mode import MultiGenerateResultMode
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.multi_generate_result_characters_item import (
        MultiGenerateResultCharactersItem,
    )
    from ..models.multi_generate_result_poses_item import MultiGenerateResultPosesItem


T = TypeVar("T", bound="MultiGenerateResult")


@_attrs_define
class MultiGenerateResult:
    """
    Attributes:
        image_id (UUID):
        image_url (str):
        alt_text (str): What the picture shows, for readers who cannot see it: who the render placed where, the prompt
            as written, then any change a variation made, brand assets and the art style Example: Mara on the left, Rusty on
            the right: reading a map on a windy hilltop. Art style: watercolour..
        characters (list[MultiGenerateResultCharactersItem]):
        average_score (int):
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
        mode (MultiGenerateResultMode):
        poses (list[MultiGenerateResultPosesItem] | Unset): Present when poses were asked for: how each figure matched
            its pose
    """

    image_id: UUID
    image_url: str
    alt_text: str
    characters: list[MultiGenerateResultCharactersItem]
    average_score: int
    attempts: int
    passed: bool
    reasoning: str
    issues: list[str]
    prompt_issues: list[str]
    mode: MultiGenerateResultMode
    poses: list[MultiGenerateResultPosesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image_id = str(self.image_id)

        image_url = self.image_url

        alt_text = self.alt_text

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        average_score = self.average_score

        attempts = self.attempts

        passed = self.passed

        reasoning = self.reasoning

        issues = self.issues

        prompt_issues = self.prompt_issues

        mode = self.mode.value

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
                "characters": characters,
                "average_score": average_score,
                "attempts": attempts,
                "passed": passed,
                "reasoning": reasoning,
                "issues": issues,
                "prompt_issues": prompt_issues,
                "mode": mode,
            }
        )
        if poses is not UNSET:
            field_dict["poses"] = poses

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.multi_generate_result_characters_item import (
            MultiGenerateResultCharactersItem,
        )  # noqa: PLC0415
        from ..models.multi_generate_result_poses_item import (
            MultiGenerateResultPosesItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        image_id = UUID(d.pop("image_id"))

        image_url = d.pop("image_url")

        alt_text = d.pop("alt_text")

        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = MultiGenerateResultCharactersItem.from_dict(
                characters_item_data
            )

            characters.append(characters_item)

        average_score = d.pop("average_score")

        attempts = d.pop("attempts")

        passed = d.pop("passed")

        reasoning = d.pop("reasoning")

        issues = cast(list[str], d.pop("issues"))

        prompt_issues = cast(list[str], d.pop("prompt_issues"))

        mode = MultiGenerateResultMode(d.pop("mode"))

        _poses = d.pop("poses", UNSET)
        poses: list[MultiGenerateResultPosesItem] | Unset = UNSET
        if _poses is not UNSET:
            poses = []
            for poses_item_data in _poses:
                poses_item = MultiGenerateResultPosesItem.from_dict(poses_item_data)

                poses.append(poses_item)

        multi_generate_result = cls(
            image_id=image_id,
            image_url=image_url,
            alt_text=alt_text,
            characters=characters,
            average_score=average_score,
            attempts=attempts,
            passed=passed,
            reasoning=reasoning,
            issues=issues,
            prompt_issues=prompt_issues,
            mode=mode,
            poses=poses,
        )

        multi_generate_result.additional_properties = d
        return multi_generate_result

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
