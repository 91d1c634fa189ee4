from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from .. import types

from ..types import UNSET, Unset

from ..models.brand_asset_kind import BrandAssetKind
from ..types import File, FileTypes
from io import BytesIO


T = TypeVar("T", bound="AddBrandKitAssetBody")


@_attrs_define
class AddBrandKitAssetBody:
    """
    Attributes:
        kind (BrandAssetKind):
        label (str):
        image (File | Unset): The asset image (PNG, JPEG or WebP)
    """

    kind: BrandAssetKind
    label: str
    image: File | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        label = self.label

        image: FileTypes | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_tuple()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "label": label,
            }
        )
        if image is not UNSET:
            field_dict["image"] = image

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("kind", (None, str(self.kind.value).encode(), "text/plain")))

        files.append(("label", (None, str(self.label).encode(), "text/plain")))

        if not isinstance(self.image, Unset):
            files.append(("image", self.image.to_tuple()))

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BrandAssetKind(d.pop("kind"))

        label = d.pop("label")

        _image = d.pop("image", UNSET)
        image: File | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = File(payload=BytesIO(_image))

        add_brand_kit_asset_body = cls(
            kind=kind,
            label=label,
            image=image,
        )

        add_brand_kit_asset_body.additional_properties = d
        return add_brand_kit_asset_body

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
