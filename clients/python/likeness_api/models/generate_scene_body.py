from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID

if TYPE_CHECKING:
    from ..models.pose_input import PoseInput


T = TypeVar("T", bound="GenerateSceneBody")


@_attrs_define
class GenerateSceneBody:
    """
    Attributes:
        prompt (str):
        character_id (UUID | Unset):
        brand_kit_id (UUID | Unset):
        brand_asset_ids (list[UUID] | Unset):
        previous_image_id (UUID | Unset):
        art_style (str | Unset):
        model (str | Unset):
        max_retries (int | Unset):  Default: 3.
        min_score (float | Unset):  Default: 0.95.
        no_cache (bool | Unset):  Default: False.
        pose (PoseInput | Unset): The pose to draw the character in: exactly one of name, keypoints or openpose. Costs
            nothing extra
    """

    prompt: str
    character_id: UUID | Unset = UNSET
    brand_kit_id: UUID | Unset = UNSET
    brand_asset_ids: list[UUID] | Unset = UNSET
    previous_image_id: UUID | Unset = UNSET
    art_style: str | Unset = UNSET
    model: str | Unset = UNSET
    max_retries: int | Unset = 3
    min_score: float | Unset = 0.95
    no_cache: bool | Unset = False
    pose: PoseInput | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt

        character_id: str | Unset = UNSET
        if not isinstance(self.character_id, Unset):
            character_id = str(self.character_id)

        brand_kit_id: str | Unset = UNSET
        if not isinstance(self.brand_kit_id, Unset):
            brand_kit_id = str(self.brand_kit_id)

        brand_asset_ids: list[str] | Unset = UNSET
        if not isinstance(self.brand_asset_ids, Unset):
            brand_asset_ids = []
            for brand_asset_ids_item_data in self.brand_asset_ids:
                brand_asset_ids_item = str(brand_asset_ids_item_data)
                brand_asset_ids.append(brand_asset_ids_item)

        previous_image_id: str | Unset = UNSET
        if not isinstance(self.previous_image_id, Unset):
            previous_image_id = str(self.previous_image_id)

        art_style = self.art_style

        model = self.model

        max_retries = self.max_retries

        min_score = self.min_score

        no_cache = self.no_cache

        pose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pose, Unset):
            pose = self.pose.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "prompt": prompt,
            }
        )
        if character_id is not UNSET:
            field_dict["character_id"] = character_id
        if brand_kit_id is not UNSET:
            field_dict["brand_kit_id"] = brand_kit_id
        if brand_asset_ids is not UNSET:
            field_dict["brand_asset_ids"] = brand_asset_ids
        if previous_image_id is not UNSET:
            field_dict["previous_image_id"] = previous_image_id
        if art_style is not UNSET:
            field_dict["art_style"] = art_style
        if model is not UNSET:
            field_dict["model"] = model
        if max_retries is not UNSET:
            field_dict["max_retries"] = max_retries
        if min_score is not UNSET:
            field_dict["min_score"] = min_score
        if no_cache is not UNSET:
            field_dict["no_cache"] = no_cache
        if pose is not UNSET:
            field_dict["pose"] = pose

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pose_input import PoseInput  # noqa: PLC0415

        d = dict(src_dict)
        prompt = d.pop("prompt")

        _character_id = d.pop("character_id", UNSET)
        character_id: UUID | Unset
        if isinstance(_character_id, Unset):
            character_id = UNSET
        else:
            character_id = UUID(_character_id)

        _brand_kit_id = d.pop("brand_kit_id", UNSET)
        brand_kit_id: UUID | Unset
        if isinstance(_brand_kit_id, Unset):
            brand_kit_id = UNSET
        else:
            brand_kit_id = UUID(_brand_kit_id)

        _brand_asset_ids = d.pop("brand_asset_ids", UNSET)
        brand_asset_ids: list[UUID] | Unset = UNSET
        if _brand_asset_ids is not UNSET:
            brand_asset_ids = []
            for brand_asset_ids_item_data in _brand_asset_ids:
                brand_asset_ids_item = UUID(brand_asset_ids_item_data)

                brand_asset_ids.append(brand_asset_ids_item)

        _previous_image_id = d.pop("previous_image_id", UNSET)
        previous_image_id: UUID | Unset
        if isinstance(_previous_image_id, Unset):
            previous_image_id = UNSET
        else:
            previous_image_id = UUID(_previous_image_id)

        art_style = d.pop("art_style", UNSET)

        model = d.pop("model", UNSET)

        max_retries = d.pop("max_retries", UNSET)

        min_score = d.pop("min_score", UNSET)

        no_cache = d.pop("no_cache", UNSET)

        _pose = d.pop("pose", UNSET)
        pose: PoseInput | Unset
        if isinstance(_pose, Unset):
            pose = UNSET
        else:
            pose = PoseInput.from_dict(_pose)

        generate_scene_body = cls(
            prompt=prompt,
            character_id=character_id,
            brand_kit_id=brand_kit_id,
            brand_asset_ids=brand_asset_ids,
            previous_image_id=previous_image_id,
            art_style=art_style,
            model=model,
            max_retries=max_retries,
            min_score=min_score,
            no_cache=no_cache,
            pose=pose,
        )

        generate_scene_body.additional_properties = d
        return generate_scene_body

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
