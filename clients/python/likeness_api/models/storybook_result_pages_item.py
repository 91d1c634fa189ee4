from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="StorybookResultPagesItem")


@_attrs_define
class StorybookResultPagesItem:
    """
    Attributes:
        page (int): 1-based
        prompt (str):
        image_url (None | str):
        alt_text (None | str): What the page's picture shows, for readers who cannot see it; null while it has none
            Example: Mara on the left, Rusty on the right: reading a map on a windy hilltop. Art style: watercolour..
        consistency_score (int):
        error (str | Unset): Present for a failed page
        error_status (int | Unset): Present for a failed page: 422 when the image provider refused its request under its
            content policy, 502 when the model failed
    """

    page: int
    prompt: str
    image_url: None | str
    alt_text: None | str
    consistency_score: int
    error: str | Unset = UNSET
    error_status: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        prompt = self.prompt

        image_url: None | str
        image_url = self.image_url

        alt_text: None | str
        alt_text = self.alt_text

        consistency_score = self.consistency_score

        error = self.error

        error_status = self.error_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "page": page,
                "prompt": prompt,
                "image_url": image_url,
                "alt_text": alt_text,
                "consistency_score": consistency_score,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if error_status is not UNSET:
            field_dict["error_status"] = error_status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        prompt = d.pop("prompt")

        def _parse_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        image_url = _parse_image_url(d.pop("image_url"))

        def _parse_alt_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        alt_text = _parse_alt_text(d.pop("alt_text"))

        consistency_score = d.pop("consistency_score")

        error = d.pop("error", UNSET)

        error_status = d.pop("error_status", UNSET)

        storybook_result_pages_item = cls(
            page=page,
            prompt=prompt,
            image_url=image_url,
            alt_text=alt_text,
            consistency_score=consistency_score,
            error=error,
            error_status=error_status,
        )

        storybook_result_pages_item.additional_properties = d
        return storybook_result_pages_item

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
