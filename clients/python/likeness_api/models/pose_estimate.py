from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast


T = TypeVar("T", bound="PoseEstimate")


@_attrs_define
class PoseEstimate:
    """
    Attributes:
        keypoint_names (list[str]): COCO's 17 keypoint names, in the order of keypoints and scores
        keypoints (list[list[float] | None]): Where each point is, [x, y] in percent of the photo (0-100, y down); null
            where the estimator is not sure of it (drag it in before sending the skeleton as "pose": {"keypoints": ...})
        scores (list[float]): The estimator's confidence in each point, 0-1
        width (int): The photo's width as the estimator saw it (upright, at most 1024 px)
        height (int):
        skeleton_image (str): The skeleton as OpenPose draws it (limbs coloured on black, the photo's size), a PNG data:
            URL
    """

    keypoint_names: list[str]
    keypoints: list[list[float] | None]
    scores: list[float]
    width: int
    height: int
    skeleton_image: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        keypoint_names = self.keypoint_names

        keypoints = []
        for keypoints_item_data in self.keypoints:
            keypoints_item: list[float] | None
            if isinstance(keypoints_item_data, list):
                keypoints_item = keypoints_item_data

            else:
                keypoints_item = keypoints_item_data
            keypoints.append(keypoints_item)

        scores = self.scores

        width = self.width

        height = self.height

        skeleton_image = self.skeleton_image

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "keypoint_names": keypoint_names,
                "keypoints": keypoints,
                "scores": scores,
                "width": width,
                "height": height,
                "skeleton_image": skeleton_image,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keypoint_names = cast(list[str], d.pop("keypoint_names"))

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

        scores = cast(list[float], d.pop("scores"))

        width = d.pop("width")

        height = d.pop("height")

        skeleton_image = d.pop("skeleton_image")

        pose_estimate = cls(
            keypoint_names=keypoint_names,
            keypoints=keypoints,
            scores=scores,
            width=width,
            height=height,
            skeleton_image=skeleton_image,
        )

        pose_estimate.additional_properties = d
        return pose_estimate

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
