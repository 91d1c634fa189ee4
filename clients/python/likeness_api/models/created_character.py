from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.character_face_mode_type_1 import CharacterFaceModeType1
from ..models.character_face_mode_type_2_type_1 import CharacterFaceModeType2Type1
from ..models.character_face_mode_type_3_type_1 import CharacterFaceModeType3Type1
from ..models.character_status import CharacterStatus
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.character_descriptor import CharacterDescriptor


T = TypeVar("T", bound="CreatedCharacter")


@_attrs_define
class CreatedCharacter:
    """
    Attributes:
        id (UUID):
        name (str):
        description (str):
        style_notes (None | str):
        source_image_url (None | str):
        face_mode (CharacterFaceModeType1 | CharacterFaceModeType2Type1 | CharacterFaceModeType3Type1 | None): null
            without a source image
        status (CharacterStatus): draft -> (lock) -> locked -> (publish) -> published; unlock: locked -> draft
        descriptor (CharacterDescriptor):
        created_at (datetime.datetime):
        warning (str | Unset): Present when several people were detected in the image, or when the built-in descriptor
            (it reads English only) could not read the description: what was not understood, and how to set the look
            otherwise
    """

    id: UUID
    name: str
    description: str
    style_notes: None | str
    source_image_url: None | str
    face_mode: (
        CharacterFaceModeType1
        | CharacterFaceModeType2Type1
        | CharacterFaceModeType3Type1
        | None
    )
    status: CharacterStatus
    descriptor: CharacterDescriptor
    created_at: datetime.datetime
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        description = self.description

        style_notes: None | str
        style_notes = self.style_notes

        source_image_url: None | str
        source_image_url = self.source_image_url

        face_mode: None | str
        if isinstance(self.face_mode, CharacterFaceModeType1):
            face_mode = self.face_mode.value
        elif isinstance(self.face_mode, CharacterFaceModeType2Type1):
            face_mode = self.face_mode.value
        elif isinstance(self.face_mode, CharacterFaceModeType3Type1):
            face_mode = self.face_mode.value
        else:
            face_mode = self.face_mode

        status = self.status.value

        descriptor = self.descriptor.to_dict()

        created_at = self.created_at.isoformat()

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "style_notes": style_notes,
                "source_image_url": source_image_url,
                "face_mode": face_mode,
                "status": status,
                "descriptor": descriptor,
                "created_at": created_at,
            }
        )
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.character_descriptor import CharacterDescriptor  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        description = d.pop("description")

        def _parse_style_notes(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        style_notes = _parse_style_notes(d.pop("style_notes"))

        def _parse_source_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_image_url = _parse_source_image_url(d.pop("source_image_url"))

        def _parse_face_mode(
            data: object,
        ) -> (
            CharacterFaceModeType1
            | CharacterFaceModeType2Type1
            | CharacterFaceModeType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                face_mode_type_1 = CharacterFaceModeType1(data)

                return face_mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                face_mode_type_2_type_1 = CharacterFaceModeType2Type1(data)

                return face_mode_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                face_mode_type_3_type_1 = CharacterFaceModeType3Type1(data)

                return face_mode_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CharacterFaceModeType1
                | CharacterFaceModeType2Type1
                | CharacterFaceModeType3Type1
                | None,
                data,
            )

        face_mode = _parse_face_mode(d.pop("face_mode"))

        status = CharacterStatus(d.pop("status"))

        descriptor = CharacterDescriptor.from_dict(d.pop("descriptor"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        warning = d.pop("warning", UNSET)

        created_character = cls(
            id=id,
            name=name,
            description=description,
            style_notes=style_notes,
            source_image_url=source_image_url,
            face_mode=face_mode,
            status=status,
            descriptor=descriptor,
            created_at=created_at,
            warning=warning,
        )

        created_character.additional_properties = d
        return created_character

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
