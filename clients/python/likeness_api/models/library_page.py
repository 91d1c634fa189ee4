from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast

if TYPE_CHECKING:
    from ..models.library_character import LibraryCharacter


T = TypeVar("T", bound="LibraryPage")


@_attrs_define
class LibraryPage:
    """
    Attributes:
        characters (list[LibraryCharacter]):
        total (int): Number of all matches, not only this page
        total_exact (bool): false when the search matched more than 1,000 entries: total is then PostgreSQL's estimate,
            not a count
        next_cursor (None | str): Pass as cursor for the next page; null on the last page. Pages read by cursor repeat
            the total counted for the first page
    """

    characters: list[LibraryCharacter]
    total: int
    total_exact: bool
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        total = self.total

        total_exact = self.total_exact

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "characters": characters,
                "total": total,
                "total_exact": total_exact,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.library_character import LibraryCharacter  # noqa: PLC0415

        d = dict(src_dict)
        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = LibraryCharacter.from_dict(characters_item_data)

            characters.append(characters_item)

        total = d.pop("total")

        total_exact = d.pop("total_exact")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        library_page = cls(
            characters=characters,
            total=total,
            total_exact=total_exact,
            next_cursor=next_cursor,
        )

        library_page.additional_properties = d
        return library_page

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
