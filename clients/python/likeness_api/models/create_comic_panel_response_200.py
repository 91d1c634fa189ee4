from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.comic_panel import ComicPanel


T = TypeVar("T", bound="CreateComicPanelResponse200")


@_attrs_define
class CreateComicPanelResponse200:
    """
    Attributes:
        panel (ComicPanel): The panel, showing the edited picture
        image_url (str):
    """

    panel: ComicPanel
    image_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        panel = self.panel.to_dict()

        image_url = self.image_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "panel": panel,
                "image_url": image_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comic_panel import ComicPanel  # noqa: PLC0415

        d = dict(src_dict)
        panel = ComicPanel.from_dict(d.pop("panel"))

        image_url = d.pop("image_url")

        create_comic_panel_response_200 = cls(
            panel=panel,
            image_url=image_url,
        )

        create_comic_panel_response_200.additional_properties = d
        return create_comic_panel_response_200

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
