from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pose_input_name import PoseInputName
from typing import cast

if TYPE_CHECKING:
    from ..models.pose_input_openpose import PoseInputOpenpose


T = TypeVar("T", bound="PoseInput")


@_attrs_define
class PoseInput:
    """The pose to draw the character in: exactly one of name, keypoints or openpose. Costs nothing extra

    Attributes:
        name (PoseInputName | Unset): A pose of the catalogue (GET /api/poses)
        keypoints (list[list[float] | None] | Unset): 17 points in COCO's order (nose, left_eye, right_eye, left_ear,
            right_ear, left_shoulder, right_shoulder, left_elbow, right_elbow, left_wrist, right_wrist, left_hip, right_hip,
            left_knee, right_knee, left_ankle, right_ankle), each [x, y] in percent of the picture's width and height
            (0-100, y down), or null where not seen. Every joint of the body is needed, and one point of the head (the ears
            alone: turned away) Example: [[50, 21.6], [51.8, 20.2], [48.2, 20.2], [53.6, 21], [46.4, 21], [58.5, 31.1],
            [41.5, 31.1], [61.6, 43.7], [38.4, 43.7], [62.9, 55.6], [37.1, 55.6], [55.5, 53.1], [44.5, 53.1], [56.8, 72],
            [43.2, 72], [57.5, 90], [42.6, 90]].
        openpose (PoseInputOpenpose | Unset): OpenPose's JSON (--write_json, or a pose editor's export): one person's
            pose_keypoints_2d, 18 (COCO) or 25 (BODY_25) points as x, y, confidence; in pixels of canvas_width x
            canvas_height, or normalised to 0-1
    """

    name: PoseInputName | Unset = UNSET
    keypoints: list[list[float] | None] | Unset = UNSET
    openpose: PoseInputOpenpose | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name: str | Unset = UNSET
        if not isinstance(self.name, Unset):
            name = self.name.value

        keypoints: list[list[float] | None] | Unset = UNSET
        if not isinstance(self.keypoints, Unset):
            keypoints = []
            for keypoints_item_data in self.keypoints:
                keypoints_item: list[float] | None
                if isinstance(keypoints_item_data, list):
                    keypoints_item = keypoints_item_data

                else:
                    keypoints_item = keypoints_item_data
                keypoints.append(keypoints_item)

        openpose: dict[str, Any] | Unset = UNSET
        if not isinstance(self.openpose, Unset):
            openpose = self.openpose.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if keypoints is not UNSET:
            field_dict["keypoints"] = keypoints
        if openpose is not UNSET:
            field_dict["openpose"] = openpose

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pose_input_openpose import PoseInputOpenpose  # noqa: PLC0415

        d = dict(src_dict)
        _name = d.pop("name", UNSET)
        name: PoseInputName | Unset
        if isinstance(_name, Unset):
            name = UNSET
        else:
            name = PoseInputName(_name)

        _keypoints = d.pop("keypoints", UNSET)
        keypoints: list[list[float] | None] | Unset = UNSET
        if _keypoints is not UNSET:
            keypoints = []
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

        _openpose = d.pop("openpose", UNSET)
        openpose: PoseInputOpenpose | Unset
        if isinstance(_openpose, Unset):
            openpose = UNSET
        else:
            openpose = PoseInputOpenpose.from_dict(_openpose)

        pose_input = cls(
            name=name,
            keypoints=keypoints,
            openpose=openpose,
        )

        pose_input.additional_properties = d
        return pose_input

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
