from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.comic import Comic


T = TypeVar("T", bound="ListComicsResponse200")


@_attrs_define
class ListComicsResponse200:
    """
    Attributes:
        comics (list[Comic]):
    """

    comics: list[Comic]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comics = []
        for comics_item_data in self.comics:
            comics_item = comics_item_data.to_dict()
            comics.append(comics_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comics": comics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic import Comic  # noqa: PLC0415

        d = dict(src_dict)
        comics = []
        _comics = d.pop("comics")
        for comics_item_data in _comics:
            comics_item = Comic.from_dict(comics_item_data)

            comics.append(comics_item)

        list_comics_response_200 = cls(
            comics=comics,
        )

        list_comics_response_200.additional_properties = d
        return list_comics_response_200

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
