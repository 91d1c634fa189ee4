from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.scene_kind import SceneKind
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.scene_character_scores_item import SceneCharacterScoresItem
    from ..models.scene_poses_type_0_item import ScenePosesType0Item
    from ..models.scene_scene_plan_type_0 import SceneScenePlanType0


T = TypeVar("T", bound="Scene")


@_attrs_define
class Scene:
    """
    Attributes:
        image_id (UUID):
        kind (SceneKind): scene: POST /api/generate; multi: POST /api/generate-multi; variant: a variation (POST
            /api/scenes/{image_id}/vary); edit: an edit (POST /api/scenes/{image_id}/edit)
        prompt (str):
        image_url (str):
        alt_text (str): What the picture shows, for readers who cannot see it: who the render placed where, the prompt
            as written, then any change a variation made, brand assets and the art style Example: Mara on the left, Rusty on
            the right: reading a map on a windy hilltop. Art style: watercolour..
        character_id (None | UUID):
        character_ids (list[UUID]):
        brand_kit_id (None | UUID):
        source_image_id (None | UUID): For a variant: the scene it was made from
        edited_from_image_id (None | UUID): For an edit: the scene it was edited from
        edit_instruction (None | str): For an edit: what was asked to change
        model (str):
        art_style (None | str):
        consistency_score (int):
        character_scores (list[SceneCharacterScoresItem]): Each character's likeness score, in character_ids order
        brand_score (int | None):
        attempts (int):
        passed (bool): The likeness met the minimum asked for; says nothing of the prompt (see prompt_issues)
        reasoning (str): The judge's reasoning for the score
        issues (list[str]): Every problem found: the judge's (likeness, brand, a character missing), then what of the
            prompt the picture does not show (also in prompt_issues)
        prompt_issues (list[str]): What the prompt asked for that the picture does not show: places, things and actions
            the image model says it did not draw (the built-in illustrator's scene plan), and what a judge that reads the
            prompt saw missing. Empty when the picture shows all of it. Apart from the scores: consistency_score and passed
            are about the likeness only Example: ['Not drawn: "windy", "hilltop" (the illustrator has no drawing for these
            words); the place drawn, a beach, was chosen from what is in the scene'].
        scene_plan (None | SceneScenePlanType0): What the image model understood of the prompt and drew; null for models
            that do not say, and for scenes made before plans were kept
        poses (list[ScenePosesType0Item] | None): The poses its characters were asked to be in (COCO keypoints in
            percent; pose_name when from the catalogue) and PCK@0.2 of each figure drawn; null when none was
        created_at (datetime.datetime):
    """

    image_id: UUID
    kind: SceneKind
    prompt: str
    image_url: str
    alt_text: str
    character_id: None | UUID
    character_ids: list[UUID]
    brand_kit_id: None | UUID
    source_image_id: None | UUID
    edited_from_image_id: None | UUID
    edit_instruction: None | str
    model: str
    art_style: None | str
    consistency_score: int
    character_scores: list[SceneCharacterScoresItem]
    brand_score: int | None
    attempts: int
    passed: bool
    reasoning: str
    issues: list[str]
    prompt_issues: list[str]
    scene_plan: None | SceneScenePlanType0
    poses: list[ScenePosesType0Item] | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.scene_scene_plan_type_0 import SceneScenePlanType0  # noqa: PLC0415

        image_id = str(self.image_id)

        kind = self.kind.value

        prompt = self.prompt

        image_url = self.image_url

        alt_text = self.alt_text

        character_id: None | str
        if isinstance(self.character_id, UUID):
            character_id = str(self.character_id)
        else:
            character_id = self.character_id

        character_ids = []
        for character_ids_item_data in self.character_ids:
            character_ids_item = str(character_ids_item_data)
            character_ids.append(character_ids_item)

        brand_kit_id: None | str
        if isinstance(self.brand_kit_id, UUID):
            brand_kit_id = str(self.brand_kit_id)
        else:
            brand_kit_id = self.brand_kit_id

        source_image_id: None | str
        if isinstance(self.source_image_id, UUID):
            source_image_id = str(self.source_image_id)
        else:
            source_image_id = self.source_image_id

        edited_from_image_id: None | str
        if isinstance(self.edited_from_image_id, UUID):
            edited_from_image_id = str(self.edited_from_image_id)
        else:
            edited_from_image_id = self.edited_from_image_id

        edit_instruction: None | str
        edit_instruction = self.edit_instruction

        model = self.model

        art_style: None | str
        art_style = self.art_style

        consistency_score = self.consistency_score

        character_scores = []
        for character_scores_item_data in self.character_scores:
            character_scores_item = character_scores_item_data.to_dict()
            character_scores.append(character_scores_item)

        brand_score: int | None
        brand_score = self.brand_score

        attempts = self.attempts

        passed = self.passed

        reasoning = self.reasoning

        issues = self.issues

        prompt_issues = self.prompt_issues

        scene_plan: dict[str, Any] | None
        if isinstance(self.scene_plan, SceneScenePlanType0):
            scene_plan = self.scene_plan.to_dict()
        else:
            scene_plan = self.scene_plan

        poses: list[dict[str, Any]] | None
        if isinstance(self.poses, list):
            poses = []
            for poses_type_0_item_data in self.poses:
                poses_type_0_item = poses_type_0_item_data.to_dict()
                poses.append(poses_type_0_item)

        else:
            poses = self.poses

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "image_id": image_id,
                "kind": kind,
                "prompt": prompt,
                "image_url": image_url,
                "alt_text": alt_text,
                "character_id": character_id,
                "character_ids": character_ids,
                "brand_kit_id": brand_kit_id,
                "source_image_id": source_image_id,
                "edited_from_image_id": edited_from_image_id,
                "edit_instruction": edit_instruction,
                "model": model,
                "art_style": art_style,
                "consistency_score": consistency_score,
                "character_scores": character_scores,
                "brand_score": brand_score,
                "attempts": attempts,
                "passed": passed,
                "reasoning": reasoning,
                "issues": issues,
                "prompt_issues": prompt_issues,
                "scene_plan": scene_plan,
                "poses": poses,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scene_character_scores_item import SceneCharacterScoresItem  # noqa: PLC0415
        from ..models.scene_poses_type_0_item import ScenePosesType0Item  # noqa: PLC0415
        from ..models.scene_scene_plan_type_0 import SceneScenePlanType0  # noqa: PLC0415

        d = dict(src_dict)
        image_id = UUID(d.pop("image_id"))

        kind = SceneKind(d.pop("kind"))

        prompt = d.pop("prompt")

        image_url = d.pop("image_url")

        alt_text = d.pop("alt_text")

        def _parse_character_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                character_id_type_0 = UUID(data)

                return character_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        character_id = _parse_character_id(d.pop("character_id"))

        character_ids = []
        _character_ids = d.pop("character_ids")
        for character_ids_item_data in _character_ids:
            character_ids_item = UUID(character_ids_item_data)

            character_ids.append(character_ids_item)

        def _parse_brand_kit_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                brand_kit_id_type_0 = UUID(data)

                return brand_kit_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        brand_kit_id = _parse_brand_kit_id(d.pop("brand_kit_id"))

        def _parse_source_image_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_image_id_type_0 = UUID(data)

                return source_image_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        source_image_id = _parse_source_image_id(d.pop("source_image_id"))

        def _parse_edited_from_image_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                edited_from_image_id_type_0 = UUID(data)

                return edited_from_image_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        edited_from_image_id = _parse_edited_from_image_id(
            d.pop("edited_from_image_id")
        )

        def _parse_edit_instruction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        edit_instruction = _parse_edit_instruction(d.pop("edit_instruction"))

        model = d.pop("model")

        def _parse_art_style(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        art_style = _parse_art_style(d.pop("art_style"))

        consistency_score = d.pop("consistency_score")

        character_scores = []
        _character_scores = d.pop("character_scores")
        for character_scores_item_data in _character_scores:
            character_scores_item = SceneCharacterScoresItem.from_dict(
                character_scores_item_data
            )

            character_scores.append(character_scores_item)

        def _parse_brand_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        brand_score = _parse_brand_score(d.pop("brand_score"))

        attempts = d.pop("attempts")

        passed = d.pop("passed")

        reasoning = d.pop("reasoning")

        issues = cast(list[str], d.pop("issues"))

        prompt_issues = cast(list[str], d.pop("prompt_issues"))

        def _parse_scene_plan(data: object) -> None | SceneScenePlanType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scene_plan_type_0 = SceneScenePlanType0.from_dict(data)

                return scene_plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SceneScenePlanType0, data)

        scene_plan = _parse_scene_plan(d.pop("scene_plan"))

        def _parse_poses(data: object) -> list[ScenePosesType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                poses_type_0 = []
                _poses_type_0 = data
                for poses_type_0_item_data in _poses_type_0:
                    poses_type_0_item = ScenePosesType0Item.from_dict(
                        poses_type_0_item_data
                    )

                    poses_type_0.append(poses_type_0_item)

                return poses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ScenePosesType0Item] | None, data)

        poses = _parse_poses(d.pop("poses"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        scene = cls(
            image_id=image_id,
            kind=kind,
            prompt=prompt,
            image_url=image_url,
            alt_text=alt_text,
            character_id=character_id,
            character_ids=character_ids,
            brand_kit_id=brand_kit_id,
            source_image_id=source_image_id,
            edited_from_image_id=edited_from_image_id,
            edit_instruction=edit_instruction,
            model=model,
            art_style=art_style,
            consistency_score=consistency_score,
            character_scores=character_scores,
            brand_score=brand_score,
            attempts=attempts,
            passed=passed,
            reasoning=reasoning,
            issues=issues,
            prompt_issues=prompt_issues,
            scene_plan=scene_plan,
            poses=poses,
            created_at=created_at,
        )

        scene.additional_properties = d
        return scene

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
