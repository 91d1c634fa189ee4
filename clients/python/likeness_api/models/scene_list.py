from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.scene import Scene


T = TypeVar("T", bound="SceneList")


@_attrs_define
class SceneList:
    """
    Attributes:
        scenes (list[Scene]):
        next_after (None | UUID): Pass as `after` for the next page; null on the last page
    """

    scenes: list[Scene]
    next_after: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scenes = []
        for scenes_item_data in self.scenes:
            scenes_item = scenes_item_data.to_dict()
            scenes.append(scenes_item)

        next_after: None | str
        if isinstance(self.next_after, UUID):
            next_after = str(self.next_after)
        else:
            next_after = self.next_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scenes": scenes,
                "next_after": next_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scene import Scene  # noqa: PLC0415

        d = dict(src_dict)
        scenes = []
        _scenes = d.pop("scenes")
        for scenes_item_data in _scenes:
            scenes_item = Scene.from_dict(scenes_item_data)

            scenes.append(scenes_item)

        def _parse_next_after(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_after_type_0 = UUID(data)

                return next_after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        next_after = _parse_next_after(d.pop("next_after"))

        scene_list = cls(
            scenes=scenes,
            next_after=next_after,
        )

        scene_list.additional_properties = d
        return scene_list

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
