from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.brand_asset_kind import BrandAssetKind
from uuid import UUID
import datetime


T = TypeVar("T", bound="BrandAsset")


@_attrs_define
class BrandAsset:
    """
    Attributes:
        id (UUID):
        brand_kit_id (UUID):
        image_url (str):
        kind (BrandAssetKind):
        label (str):
        created_at (datetime.datetime):
    """

    id: UUID
    brand_kit_id: UUID
    image_url: str
    kind: BrandAssetKind
    label: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        brand_kit_id = str(self.brand_kit_id)

        image_url = self.image_url

        kind = self.kind.value

        label = self.label

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "brand_kit_id": brand_kit_id,
                "image_url": image_url,
                "kind": kind,
                "label": label,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        brand_kit_id = UUID(d.pop("brand_kit_id"))

        image_url = d.pop("image_url")

        kind = BrandAssetKind(d.pop("kind"))

        label = d.pop("label")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        brand_asset = cls(
            id=id,
            brand_kit_id=brand_kit_id,
            image_url=image_url,
            kind=kind,
            label=label,
            created_at=created_at,
        )

        brand_asset.additional_properties = d
        return brand_asset

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
