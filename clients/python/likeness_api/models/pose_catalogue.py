from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast

if TYPE_CHECKING:
    from ..models.pose_catalogue_poses_item import PoseCataloguePosesItem


T = TypeVar("T", bound="PoseCatalogue")


@_attrs_define
class PoseCatalogue:
    """
    Attributes:
        keypoint_names (list[str]): COCO's 17 keypoint names, in the order of every keypoints array
        poses (list[PoseCataloguePosesItem]):
    """

    keypoint_names: list[str]
    poses: list[PoseCataloguePosesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        keypoint_names = self.keypoint_names

        poses = []
        for poses_item_data in self.poses:
            poses_item = poses_item_data.to_dict()
            poses.append(poses_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "keypoint_names": keypoint_names,
                "poses": poses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pose_catalogue_poses_item import PoseCataloguePosesItem  # noqa: PLC0415

        d = dict(src_dict)
        keypoint_names = cast(list[str], d.pop("keypoint_names"))

        poses = []
        _poses = d.pop("poses")
        for poses_item_data in _poses:
            poses_item = PoseCataloguePosesItem.from_dict(poses_item_data)

            poses.append(poses_item)

        pose_catalogue = cls(
            keypoint_names=keypoint_names,
            poses=poses,
        )

        pose_catalogue.additional_properties = d
        return pose_catalogue

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
