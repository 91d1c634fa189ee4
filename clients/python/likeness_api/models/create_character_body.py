from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from .. import types

from ..types import UNSET, Unset

from ..types import File, FileTypes
from io import BytesIO


T = TypeVar("T", bound="CreateCharacterBody")


@_attrs_define
class CreateCharacterBody:
    """
    Attributes:
        name (str):
        description (str): How the character looks: the descriptor is derived from it
        style_notes (str | Unset):
        image (File | Unset): Optional source image (PNG, JPEG or WebP; at most 10 MB and 40 megapixels). One
            photographed face gives face_mode "pulid".
    """

    name: str
    description: str
    style_notes: str | Unset = UNSET
    image: File | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        style_notes = self.style_notes

        image: FileTypes | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_tuple()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "description": description,
            }
        )
        if style_notes is not UNSET:
            field_dict["style_notes"] = style_notes
        if image is not UNSET:
            field_dict["image"] = image

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("name", (None, str(self.name).encode(), "text/plain")))

        files.append(
            ("description", (None, str(self.description).encode(), "text/plain"))
        )

        if not isinstance(self.style_notes, Unset):
            files.append(
                ("style_notes", (None, str(self.style_notes).encode(), "text/plain"))
            )

        if not isinstance(self.image, Unset):
            files.append(("image", self.image.to_tuple()))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description")

        style_notes = d.pop("style_notes", UNSET)

        _image = d.pop("image", UNSET)
        image: File | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = File(payload=BytesIO(_image))

        create_character_body = cls(
            name=name,
            description=description,
            style_notes=style_notes,
            image=image,
        )

        create_character_body.additional_properties = d
        return create_character_body

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
