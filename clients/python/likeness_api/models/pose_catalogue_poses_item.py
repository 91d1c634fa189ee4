from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.pose_catalogue_poses_item_name import PoseCataloguePosesItemName
from typing import cast


T = TypeVar("T", bound="PoseCataloguePosesItem")


@_attrs_define
class PoseCataloguePosesItem:
    """
    Attributes:
        name (PoseCataloguePosesItemName):
        label (str):
        description (str):
        keypoints (list[list[float] | None]): 17 points in COCO's order (nose, left_eye, right_eye, left_ear, right_ear,
            left_shoulder, right_shoulder, left_elbow, right_elbow, left_wrist, right_wrist, left_hip, right_hip, left_knee,
            right_knee, left_ankle, right_ankle), each [x, y] in percent of the picture's width and height (0-100, y down),
            or null where not seen. Every joint of the body is needed, and one point of the head (the ears alone: turned
            away) Example: [[50, 21.6], [51.8, 20.2], [48.2, 20.2], [53.6, 21], [46.4, 21], [58.5, 31.1], [41.5, 31.1],
            [61.6, 43.7], [38.4, 43.7], [62.9, 55.6], [37.1, 55.6], [55.5, 53.1], [44.5, 53.1], [56.8, 72], [43.2, 72],
            [57.5, 90], [42.6, 90]].
    """

    name: PoseCataloguePosesItemName
    label: str
    description: str
    keypoints: list[list[float] | None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        label = self.label

        description = self.description

        keypoints = []
        for keypoints_item_data in self.keypoints:
            keypoints_item: list[float] | None
            if isinstance(keypoints_item_data, list):
                keypoints_item = keypoints_item_data

            else:
                keypoints_item = keypoints_item_data
            keypoints.append(keypoints_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "label": label,
                "description": description,
                "keypoints": keypoints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = PoseCataloguePosesItemName(d.pop("name"))

        label = d.pop("label")

        description = d.pop("description")

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

        pose_catalogue_poses_item = cls(
            name=name,
            label=label,
            description=description,
            keypoints=keypoints,
        )

        pose_catalogue_poses_item.additional_properties = d
        return pose_catalogue_poses_item

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
