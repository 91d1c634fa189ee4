from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from uuid import UUID
import datetime


T = TypeVar("T", bound="ReferenceImage")


@_attrs_define
class ReferenceImage:
    """
    Attributes:
        id (UUID):
        character_id (UUID):
        label (str):
        image_url (str):
        alt_text (str): What the reference picture shows, for readers who cannot see it: the character, the view or
            mood, and how it looks Example: Mara, front view: A young woman with short black hair, brown eyes and a red
            scarf..
        created_at (datetime.datetime):
    """

    id: UUID
    character_id: UUID
    label: str
    image_url: str
    alt_text: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        character_id = str(self.character_id)

        label = self.label

        image_url = self.image_url

        alt_text = self.alt_text

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "character_id": character_id,
                "label": label,
                "image_url": image_url,
                "alt_text": alt_text,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        character_id = UUID(d.pop("character_id"))

        label = d.pop("label")

        image_url = d.pop("image_url")

        alt_text = d.pop("alt_text")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        reference_image = cls(
            id=id,
            character_id=character_id,
            label=label,
            image_url=image_url,
            alt_text=alt_text,
            created_at=created_at,
        )

        reference_image.additional_properties = d
        return reference_image

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
