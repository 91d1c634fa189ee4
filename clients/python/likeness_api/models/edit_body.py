from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


if TYPE_CHECKING:
    from ..models.edit_body_region import EditBodyRegion


T = TypeVar("T", bound="EditBody")


@_attrs_define
class EditBody:
    """
    Attributes:
        instruction (str): What to change, in words Example: make the umbrella red.
        mask (str | Unset): A PNG of the picture's size, base64 (a data: URL too): white, or transparent as OpenAI's
            masks mark it, where the picture may change; every other pixel is kept
        region (EditBodyRegion | Unset): Or a box in percent of the picture that may change
        model (str | Unset): The image model; default the one that made the picture
        max_retries (int | Unset):  Default: 1.
        min_score (float | Unset):  Default: 0.95.
    """

    instruction: str
    mask: str | Unset = UNSET
    region: EditBodyRegion | Unset = UNSET
    model: str | Unset = UNSET
    max_retries: int | Unset = 1
    min_score: float | Unset = 0.95
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        instruction = self.instruction

        mask = self.mask

        region: dict[str, Any] | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region.to_dict()

        model = self.model

        max_retries = self.max_retries

        min_score = self.min_score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "instruction": instruction,
            }
        )
        if mask is not UNSET:
            field_dict["mask"] = mask
        if region is not UNSET:
            field_dict["region"] = region
        if model is not UNSET:
            field_dict["model"] = model
        if max_retries is not UNSET:
            field_dict["max_retries"] = max_retries
        if min_score is not UNSET:
            field_dict["min_score"] = min_score

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.edit_body_region import EditBodyRegion  # noqa: PLC0415

        d = dict(src_dict)
        instruction = d.pop("instruction")

        mask = d.pop("mask", UNSET)

        _region = d.pop("region", UNSET)
        region: EditBodyRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = EditBodyRegion.from_dict(_region)

        model = d.pop("model", UNSET)

        max_retries = d.pop("max_retries", UNSET)

        min_score = d.pop("min_score", UNSET)

        edit_body = cls(
            instruction=instruction,
            mask=mask,
            region=region,
            model=model,
            max_retries=max_retries,
            min_score=min_score,
        )

        edit_body.additional_properties = d
        return edit_body

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
