from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


if TYPE_CHECKING:
    from ..models.pose_input_openpose_people_item import PoseInputOpenposePeopleItem


T = TypeVar("T", bound="PoseInputOpenpose")


@_attrs_define
class PoseInputOpenpose:
    """OpenPose's JSON (--write_json, or a pose editor's export): one person's pose_keypoints_2d, 18 (COCO) or 25 (BODY_25)
    points as x, y, confidence; in pixels of canvas_width x canvas_height, or normalised to 0-1

        Attributes:
            people (list[PoseInputOpenposePeopleItem]):
            canvas_width (float | Unset):
            canvas_height (float | Unset):
    """

    people: list[PoseInputOpenposePeopleItem]
    canvas_width: float | Unset = UNSET
    canvas_height: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        people = []
        for people_item_data in self.people:
            people_item = people_item_data.to_dict()
            people.append(people_item)

        canvas_width = self.canvas_width

        canvas_height = self.canvas_height

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "people": people,
            }
        )
        if canvas_width is not UNSET:
            field_dict["canvas_width"] = canvas_width
        if canvas_height is not UNSET:
            field_dict["canvas_height"] = canvas_height

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pose_input_openpose_people_item import PoseInputOpenposePeopleItem  # noqa: PLC0415

        d = dict(src_dict)
        people = []
        _people = d.pop("people")
        for people_item_data in _people:
            people_item = PoseInputOpenposePeopleItem.from_dict(people_item_data)

            people.append(people_item)

        canvas_width = d.pop("canvas_width", UNSET)

        canvas_height = d.pop("canvas_height", UNSET)

        pose_input_openpose = cls(
            people=people,
            canvas_width=canvas_width,
            canvas_height=canvas_height,
        )

        pose_input_openpose.additional_properties = d
        return pose_input_openpose

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
