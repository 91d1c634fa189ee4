from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from .. import types

from ..types import UNSET, Unset

from ..types import File, FileTypes
from io import BytesIO


T = TypeVar("T", bound="CreateBrandKitBody")


@_attrs_define
class CreateBrandKitBody:
    """
    Attributes:
        name (str):
        palette (str | Unset): JSON array of {name, hex}, hex of the form #RRGGBB Example:
            [{"name":"Sky","hex":"#3A7BD5"}].
        brand_voice (str | Unset):
        logo (File | Unset): Logo image (PNG, JPEG or WebP; a PNG with transparency is preferred)
    """

    name: str
    palette: str | Unset = UNSET
    brand_voice: str | Unset = UNSET
    logo: File | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        palette = self.palette

        brand_voice = self.brand_voice

        logo: FileTypes | Unset = UNSET
        if not isinstance(self.logo, Unset):
            logo = self.logo.to_tuple()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if palette is not UNSET:
            field_dict["palette"] = palette
        if brand_voice is not UNSET:
            field_dict["brand_voice"] = brand_voice
        if logo is not UNSET:
            field_dict["logo"] = logo

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("name", (None, str(self.name).encode(), "text/plain")))

        if not isinstance(self.palette, Unset):
            files.append(("palette", (None, str(self.palette).encode(), "text/plain")))

        if not isinstance(self.brand_voice, Unset):
            files.append(
                ("brand_voice", (None, str(self.brand_voice).encode(), "text/plain"))
            )

        if not isinstance(self.logo, Unset):
            files.append(("logo", self.logo.to_tuple()))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        palette = d.pop("palette", UNSET)

        brand_voice = d.pop("brand_voice", UNSET)

        _logo = d.pop("logo", UNSET)
        logo: File | Unset
        if isinstance(_logo, Unset):
            logo = UNSET
        else:
            logo = File(payload=BytesIO(_logo))

        create_brand_kit_body = cls(
            name=name,
            palette=palette,
            brand_voice=brand_voice,
            logo=logo,
        )

        create_brand_kit_body.additional_properties = d
        return create_brand_kit_body

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
