from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast


T = TypeVar("T", bound="PoseInputOpenposePeopleItem")


@_attrs_define
class PoseInputOpenposePeopleItem:
    """
    Attributes:
        pose_keypoints_2d (list[float]):
    """

    pose_keypoints_2d: list[float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pose_keypoints_2d = self.pose_keypoints_2d

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pose_keypoints_2d": pose_keypoints_2d,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pose_keypoints_2d = cast(list[float], d.pop("pose_keypoints_2d"))

        pose_input_openpose_people_item = cls(
            pose_keypoints_2d=pose_keypoints_2d,
        )

        pose_input_openpose_people_item.additional_properties = d
        return pose_input_openpose_people_item

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
