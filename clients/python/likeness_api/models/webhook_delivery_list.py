from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from typing import cast

if TYPE_CHECKING:
    from ..models.webhook_delivery import WebhookDelivery


T = TypeVar("T", bound="WebhookDeliveryList")


@_attrs_define
class WebhookDeliveryList:
    """
    Attributes:
        deliveries (list[WebhookDelivery]):
        total (int):
        limit (int):
        offset (int):
        next_cursor (None | str): Pass as cursor for the next page; null on the last page. Pages read by cursor repeat
            the total counted for the first page
    """

    deliveries: list[WebhookDelivery]
    total: int
    limit: int
    offset: int
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deliveries = []
        for deliveries_item_data in self.deliveries:
            deliveries_item = deliveries_item_data.to_dict()
            deliveries.append(deliveries_item)

        total = self.total

        limit = self.limit

        offset = self.offset

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deliveries": deliveries,
                "total": total,
                "limit": limit,
                "offset": offset,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery import WebhookDelivery  # noqa: PLC0415

        d = dict(src_dict)
        deliveries = []
        _deliveries = d.pop("deliveries")
        for deliveries_item_data in _deliveries:
            deliveries_item = WebhookDelivery.from_dict(deliveries_item_data)

            deliveries.append(deliveries_item)

        total = d.pop("total")

        limit = d.pop("limit")

        offset = d.pop("offset")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        webhook_delivery_list = cls(
            deliveries=deliveries,
            total=total,
            limit=limit,
            offset=offset,
            next_cursor=next_cursor,
        )

        webhook_delivery_list.additional_properties = d
        return webhook_delivery_list

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
