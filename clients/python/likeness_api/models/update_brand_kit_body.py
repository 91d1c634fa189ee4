from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.palette_color import PaletteColor


T = TypeVar("T", bound="UpdateBrandKitBody")


@_attrs_define
class UpdateBrandKitBody:
    """
    Attributes:
        name (str | Unset):
        brand_voice (None | str | Unset):
        palette (list[PaletteColor] | Unset):
    """

    name: str | Unset = UNSET
    brand_voice: None | str | Unset = UNSET
    palette: list[PaletteColor] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        brand_voice: None | str | Unset
        if isinstance(self.brand_voice, Unset):
            brand_voice = UNSET
        else:
            brand_voice = self.brand_voice

        palette: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.palette, Unset):
            palette = []
            for palette_item_data in self.palette:
                palette_item = palette_item_data.to_dict()
                palette.append(palette_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if brand_voice is not UNSET:
            field_dict["brand_voice"] = brand_voice
        if palette is not UNSET:
            field_dict["palette"] = palette

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.palette_color import PaletteColor  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_brand_voice(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        brand_voice = _parse_brand_voice(d.pop("brand_voice", UNSET))

        _palette = d.pop("palette", UNSET)
        palette: list[PaletteColor] | Unset = UNSET
        if _palette is not UNSET:
            palette = []
            for palette_item_data in _palette:
                palette_item = PaletteColor.from_dict(palette_item_data)

                palette.append(palette_item)

        update_brand_kit_body = cls(
            name=name,
            brand_voice=brand_voice,
            palette=palette,
        )

        update_brand_kit_body.additional_properties = d
        return update_brand_kit_body

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
