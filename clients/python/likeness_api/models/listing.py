from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from ..models.listing_status import ListingStatus
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="Listing")


@_attrs_define
class Listing:
    """
    Attributes:
        id (UUID):
        character_id (None | UUID): The seller's character; null once the seller deleted it (the listing reads as
            withdrawn)
        seller_id (UUID):
        title (str):
        description (str):
        price_credits (int):
        status (ListingStatus):
        sales_count (int):
        preview_image_url (None | str):
        preview_image_alt_text (None | str): What the reference picture shows, for readers who cannot see it: the
            character, the view or mood, and how it looks Example: Mara, front view: A young woman with short black hair,
            brown eyes and a red scarf..
        created_at (datetime.datetime):
    """

    id: UUID
    character_id: None | UUID
    seller_id: UUID
    title: str
    description: str
    price_credits: int
    status: ListingStatus
    sales_count: int
    preview_image_url: None | str
    preview_image_alt_text: None | str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        character_id: None | str
        if isinstance(self.character_id, UUID):
            character_id = str(self.character_id)
        else:
            character_id = self.character_id

        seller_id = str(self.seller_id)

        title = self.title

        description = self.description

        price_credits = self.price_credits

        status = self.status.value

        sales_count = self.sales_count

        preview_image_url: None | str
        preview_image_url = self.preview_image_url

        preview_image_alt_text: None | str
        preview_image_alt_text = self.preview_image_alt_text

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "character_id": character_id,
                "seller_id": seller_id,
                "title": title,
                "description": description,
                "price_credits": price_credits,
                "status": status,
                "sales_count": sales_count,
                "preview_image_url": preview_image_url,
                "preview_image_alt_text": preview_image_alt_text,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        def _parse_character_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                character_id_type_0 = UUID(data)

                return character_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        character_id = _parse_character_id(d.pop("character_id"))

        seller_id = UUID(d.pop("seller_id"))

        title = d.pop("title")

        description = d.pop("description")

        price_credits = d.pop("price_credits")

        status = ListingStatus(d.pop("status"))

        sales_count = d.pop("sales_count")

        def _parse_preview_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preview_image_url = _parse_preview_image_url(d.pop("preview_image_url"))

        def _parse_preview_image_alt_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preview_image_alt_text = _parse_preview_image_alt_text(
            d.pop("preview_image_alt_text")
        )

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        listing = cls(
            id=id,
            character_id=character_id,
            seller_id=seller_id,
            title=title,
            description=description,
            price_credits=price_credits,
            status=status,
            sales_count=sales_count,
            preview_image_url=preview_image_url,
            preview_image_alt_text=preview_image_alt_text,
            created_at=created_at,
        )

        listing.additional_properties = d
        return listing

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
