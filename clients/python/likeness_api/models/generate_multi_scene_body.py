from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID

if TYPE_CHECKING:
    from ..models.generate_multi_scene_body_poses import GenerateMultiSceneBodyPoses


T = TypeVar("T", bound="GenerateMultiSceneBody")


@_attrs_define
class GenerateMultiSceneBody:
    """
    Attributes:
        character_ids (list[UUID]):
        prompt (str):
        art_style (str | Unset):
        model (str | Unset):
        max_retries (int | Unset):  Default: 3.
        min_score (float | Unset):  Default: 0.9.
        poses (GenerateMultiSceneBodyPoses | Unset): A pose for each character that has one, by character id (the others
            are drawn as the prompt says)
    """

    character_ids: list[UUID]
    prompt: str
    art_style: str | Unset = UNSET
    model: str | Unset = UNSET
    max_retries: int | Unset = 3
    min_score: float | Unset = 0.9
    poses: GenerateMultiSceneBodyPoses | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_ids = []
        for character_ids_item_data in self.character_ids:
            character_ids_item = str(character_ids_item_data)
            character_ids.append(character_ids_item)

        prompt = self.prompt

        art_style = self.art_style

        model = self.model

        max_retries = self.max_retries

        min_score = self.min_score

        poses: dict[str, Any] | Unset = UNSET
        if not isinstance(self.poses, Unset):
            poses = self.poses.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_ids": character_ids,
                "prompt": prompt,
            }
        )
        if art_style is not UNSET:
            field_dict["art_style"] = art_style
        if model is not UNSET:
            field_dict["model"] = model
        if max_retries is not UNSET:
            field_dict["max_retries"] = max_retries
        if min_score is not UNSET:
            field_dict["min_score"] = min_score
        if poses is not UNSET:
            field_dict["poses"] = poses

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.generate_multi_scene_body_poses import GenerateMultiSceneBodyPoses  # noqa: PLC0415

        d = dict(src_dict)
        character_ids = []
        _character_ids = d.pop("character_ids")
        for character_ids_item_data in _character_ids:
            character_ids_item = UUID(character_ids_item_data)

            character_ids.append(character_ids_item)

        prompt = d.pop("prompt")

        art_style = d.pop("art_style", UNSET)

        model = d.pop("model", UNSET)

        max_retries = d.pop("max_retries", UNSET)

        min_score = d.pop("min_score", UNSET)

        _poses = d.pop("poses", UNSET)
        poses: GenerateMultiSceneBodyPoses | Unset
        if isinstance(_poses, Unset):
            poses = UNSET
        else:
            poses = GenerateMultiSceneBodyPoses.from_dict(_poses)

        generate_multi_scene_body = cls(
            character_ids=character_ids,
            prompt=prompt,
            art_style=art_style,
            model=model,
            max_retries=max_retries,
            min_score=min_score,
            poses=poses,
        )

        generate_multi_scene_body.additional_properties = d
        return generate_multi_scene_body

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
