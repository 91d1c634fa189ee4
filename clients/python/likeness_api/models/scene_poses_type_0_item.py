from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast


T = TypeVar("T", bound="ScenePosesType0Item")


@_attrs_define
class ScenePosesType0Item:
    """
    Attributes:
        name (str):
        pose_name (None | str):
        keypoints (list[list[float] | None]):
        pck (float | None):
    """

    name: str
    pose_name: None | str
    keypoints: list[list[float] | None]
    pck: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        pose_name: None | str
        pose_name = self.pose_name

        keypoints = []
        for keypoints_item_data in self.keypoints:
            keypoints_item: list[float] | None
            if isinstance(keypoints_item_data, list):
                keypoints_item = keypoints_item_data

            else:
                keypoints_item = keypoints_item_data
            keypoints.append(keypoints_item)

        pck: float | None
        pck = self.pck

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "pose_name": pose_name,
                "keypoints": keypoints,
                "pck": pck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_pose_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pose_name = _parse_pose_name(d.pop("pose_name"))

        keypoints = []
        _keypoints = d.pop("keypoints")
        for keypoints_item_data in _keypoints:

            def _parse_keypoints_item(data: object) -> list[float] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    keypoints_item_type_0 = cast(list[float], data)

                    return keypoints_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[float] | None, data)

            keypoints_item = _parse_keypoints_item(keypoints_item_data)

            keypoints.append(keypoints_item)

        def _parse_pck(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        pck = _parse_pck(d.pop("pck"))

        scene_poses_type_0_item = cls(
            name=name,
            pose_name=pose_name,
            keypoints=keypoints,
            pck=pck,
        )

        scene_poses_type_0_item.additional_properties = d
        return scene_poses_type_0_item

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
