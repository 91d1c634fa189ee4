from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vary_scene_body_vary import VarySceneBodyVary

if TYPE_CHECKING:
    from ..models.vary_scene_body_pose import VarySceneBodyPose


T = TypeVar("T", bound="VarySceneBody")


@_attrs_define
class VarySceneBody:
    """
    Attributes:
        vary (VarySceneBodyVary):
        target (str): The new value of the dimension, in words; with vary "pose", a name of the pose catalogue (GET
            /api/poses) draws the character on that pose's skeleton
        count (int | Unset):  Default: 4.
        pose (VarySceneBodyPose | Unset):
    """

    vary: VarySceneBodyVary
    target: str
    count: int | Unset = 4
    pose: VarySceneBodyPose | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        vary = self.vary.value

        target = self.target

        count = self.count

        pose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pose, Unset):
            pose = self.pose.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "vary": vary,
                "target": target,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count
        if pose is not UNSET:
            field_dict["pose"] = pose

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.vary_scene_body_pose import VarySceneBodyPose  # noqa: PLC0415

        d = dict(src_dict)
        vary = VarySceneBodyVary(d.pop("vary"))

        target = d.pop("target")

        count = d.pop("count", UNSET)

        _pose = d.pop("pose", UNSET)
        pose: VarySceneBodyPose | Unset
        if isinstance(_pose, Unset):
            pose = UNSET
        else:
            pose = VarySceneBodyPose.from_dict(_pose)

        vary_scene_body = cls(
            vary=vary,
            target=target,
            count=count,
            pose=pose,
        )

        vary_scene_body.additional_properties = d
        return vary_scene_body

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
