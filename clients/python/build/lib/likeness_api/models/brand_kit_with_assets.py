from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.brand_asset import BrandAsset
    from ..models.palette_color import PaletteColor


T = TypeVar("T", bound="BrandKitWithAssets")


@_attrs_define
class BrandKitWithAssets:
    """
    Attributes:
        id (UUID):
        name (str):
        logo_image_url (None | str):
        palette (list[PaletteColor]):
        brand_voice (None | str):
        created_at (datetime.datetime):
        assets (list[BrandAsset]):
    """

    id: UUID
    name: str
    logo_image_url: None | str
    palette: list[PaletteColor]
    brand_voice: None | str
    created_at: datetime.datetime
    assets: list[BrandAsset]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        logo_image_url: None | str
        logo_image_url = self.logo_image_url

        palette = []
        for palette_item_data in self.palette:
            palette_item = palette_item_data.to_dict()
            palette.append(palette_item)

        brand_voice: None | str
        brand_voice = self.brand_voice

        created_at = self.created_at.isoformat()

        assets = []
        for assets_item_data in self.assets:
            assets_item = assets_item_data.to_dict()
            assets.append(assets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "logo_image_url": logo_image_url,
                "palette": palette,
                "brand_voice": brand_voice,
                "created_at": created_at,
                "assets": assets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.brand_asset import BrandAsset  # noqa: PLC0415
        from ..models.palette_color import PaletteColor  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        def _parse_logo_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        logo_image_url = _parse_logo_image_url(d.pop("logo_image_url"))

        palette = []
        _palette = d.pop("palette")
        for palette_item_data in _palette:
            palette_item = PaletteColor.from_dict(palette_item_data)

            palette.append(palette_item)

        def _parse_brand_voice(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_voice = _parse_brand_voice(d.pop("brand_voice"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        assets = []
        _assets = d.pop("assets")
        for assets_item_data in _assets:
            assets_item = BrandAsset.from_dict(assets_item_data)

            assets.append(assets_item)

        brand_kit_with_assets = cls(
            id=id,
            name=name,
            logo_image_url=logo_image_url,
            palette=palette,
            brand_voice=brand_voice,
            created_at=created_at,
            assets=assets,
        )

        brand_kit_with_assets.additional_properties = d
        return brand_kit_with_assets

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
