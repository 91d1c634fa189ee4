from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.list_image_models_response_200_models_item import (
        ListImageModelsResponse200ModelsItem,
    )


T = TypeVar("T", bound="ListImageModelsResponse200")


@_attrs_define
class ListImageModelsResponse200:
    """
    Attributes:
        models (list[ListImageModelsResponse200ModelsItem]):
    """

    models: list[ListImageModelsResponse200ModelsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "models": models,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_image_models_response_200_models_item import (
            ListImageModelsResponse200ModelsItem,
        )  # noqa: PLC0415

        d = dict(src_dict)
        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = ListImageModelsResponse200ModelsItem.from_dict(
                models_item_data
            )

            models.append(models_item)

        list_image_models_response_200 = cls(
            models=models,
        )

        list_image_models_response_200.additional_properties = d
        return list_image_models_response_200

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
