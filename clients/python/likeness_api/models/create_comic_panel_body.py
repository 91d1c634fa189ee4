from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.caption_type import CaptionType
from ..models.comic_shot import ComicShot

if TYPE_CHECKING:
    from ..models.create_comic_panel_body_poses import CreateComicPanelBodyPoses


T = TypeVar("T", bound="CreateComicPanelBody")


@_attrs_define
class CreateComicPanelBody:
    """
    Attributes:
        page_number (int):
        action (str):
        shot (ComicShot | Unset):
        caption (str | Unset):  Default: ''.
        caption_type (CaptionType | Unset):
        speaker (str | Unset):
        continue_from (int | Unset):
        poses (CreateComicPanelBodyPoses | Unset): A pose for each of the comic's characters that has one, by character
            id: a catalogue name (GET /api/poses), COCO keypoints in percent or OpenPose JSON; a posed character is in the
            panel
    """

    page_number: int
    action: str
    shot: ComicShot | Unset = UNSET
    caption: str | Unset = ""
    caption_type: CaptionType | Unset = UNSET
    speaker: str | Unset = UNSET
    continue_from: int | Unset = UNSET
    poses: CreateComicPanelBodyPoses | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        page_number = self.page_number

        action = self.action

        shot: str | Unset = UNSET
        if not isinstance(self.shot, Unset):
            shot = self.shot.value

        caption = self.caption

        caption_type: str | Unset = UNSET
        if not isinstance(self.caption_type, Unset):
            caption_type = self.caption_type.value

        speaker = self.speaker

        continue_from = self.continue_from

        poses: dict[str, Any] | Unset = UNSET
        if not isinstance(self.poses, Unset):
            poses = self.poses.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "page_number": page_number,
                "action": action,
            }
        )
        if shot is not UNSET:
            field_dict["shot"] = shot
        if caption is not UNSET:
            field_dict["caption"] = caption
        if caption_type is not UNSET:
            field_dict["caption_type"] = caption_type
        if speaker is not UNSET:
            field_dict["speaker"] = speaker
        if continue_from is not UNSET:
            field_dict["continue_from"] = continue_from
        if poses is not UNSET:
            field_dict["poses"] = poses

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_comic_panel_body_poses import CreateComicPanelBodyPoses  # noqa: PLC0415

        d = dict(src_dict)
        page_number = d.pop("page_number")

        action = d.pop("action")

        _shot = d.pop("shot", UNSET)
        shot: ComicShot | Unset
        if isinstance(_shot, Unset):
            shot = UNSET
        else:
            shot = ComicShot(_shot)

        caption = d.pop("caption", UNSET)

        _caption_type = d.pop("caption_type", UNSET)
        caption_type: CaptionType | Unset
        if isinstance(_caption_type, Unset):
            caption_type = UNSET
        else:
            caption_type = CaptionType(_caption_type)

        speaker = d.pop("speaker", UNSET)

        continue_from = d.pop("continue_from", UNSET)

        _poses = d.pop("poses", UNSET)
        poses: CreateComicPanelBodyPoses | Unset
        if isinstance(_poses, Unset):
            poses = UNSET
        else:
            poses = CreateComicPanelBodyPoses.from_dict(_poses)

        create_comic_panel_body = cls(
            page_number=page_number,
            action=action,
            shot=shot,
            caption=caption,
            caption_type=caption_type,
            speaker=speaker,
            continue_from=continue_from,
            poses=poses,
        )

        create_comic_panel_body.additional_properties = d
        return create_comic_panel_body

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
