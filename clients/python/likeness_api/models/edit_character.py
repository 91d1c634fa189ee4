from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.character_descriptor import CharacterDescriptor


T = TypeVar("T", bound="EditCharacter")


@_attrs_define
class EditCharacter:
    """What to change of a draft: a descriptor is given whole, as it should be (colours #RRGGBB)

    Attributes:
        name (str | Unset):
        description (str | Unset):
        style_notes (None | str | Unset):
        descriptor (CharacterDescriptor | Unset):
    """

    name: str | Unset = UNSET
    description: str | Unset = UNSET
    style_notes: None | str | Unset = UNSET
    descriptor: CharacterDescriptor | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        style_notes: None | str | Unset
        if isinstance(self.style_notes, Unset):
            style_notes = UNSET
        else:
            style_notes = self.style_notes

        descriptor: dict[str, Any] | Unset = UNSET
        if not isinstance(self.descriptor, Unset):
            descriptor = self.descriptor.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if style_notes is not UNSET:
            field_dict["style_notes"] = style_notes
        if descriptor is not UNSET:
            field_dict["descriptor"] = descriptor

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.character_descriptor import CharacterDescriptor  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        description = d.pop("description", UNSET)

        def _parse_style_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        style_notes = _parse_style_notes(d.pop("style_notes", UNSET))

        _descriptor = d.pop("descriptor", UNSET)
        descriptor: CharacterDescriptor | Unset
        if isinstance(_descriptor, Unset):
            descriptor = UNSET
        else:
            descriptor = CharacterDescriptor.from_dict(_descriptor)

        edit_character = cls(
            name=name,
            description=description,
            style_notes=style_notes,
            descriptor=descriptor,
        )

        edit_character.additional_properties = d
        return edit_character

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
