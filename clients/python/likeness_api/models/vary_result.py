from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


from uuid import UUID

if TYPE_CHECKING:
    from ..models.vary_result_failures_item import VaryResultFailuresItem
    from ..models.vary_result_variants_item import VaryResultVariantsItem


T = TypeVar("T", bound="VaryResult")


@_attrs_define
class VaryResult:
    """
    Attributes:
        source_image_id (UUID):
        vary (str):
        target (str):
        requested (int):
        generated (int):
        failed (int):
        variants (list[VaryResultVariantsItem]):
        failures (list[VaryResultFailuresItem]):
    """

    source_image_id: UUID
    vary: str
    target: str
    requested: int
    generated: int
    failed: int
    variants: list[VaryResultVariantsItem]
    failures: list[VaryResultFailuresItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source_image_id = str(self.source_image_id)

        vary = self.vary

        target = self.target

        requested = self.requested

        generated = self.generated

        failed = self.failed

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        failures = []
        for failures_item_data in self.failures:
            failures_item = failures_item_data.to_dict()
            failures.append(failures_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source_image_id": source_image_id,
                "vary": vary,
                "target": target,
                "requested": requested,
                "generated": generated,
                "failed": failed,
                "variants": variants,
                "failures": failures,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.vary_result_failures_item import VaryResultFailuresItem  # noqa: PLC0415
        from ..models.vary_result_variants_item import VaryResultVariantsItem  # noqa: PLC0415

        d = dict(src_dict)
        source_image_id = UUID(d.pop("source_image_id"))

        vary = d.pop("vary")

        target = d.pop("target")

        requested = d.pop("requested")

        generated = d.pop("generated")

        failed = d.pop("failed")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = VaryResultVariantsItem.from_dict(variants_item_data)

            variants.append(variants_item)

        failures = []
        _failures = d.pop("failures")
        for failures_item_data in _failures:
            failures_item = VaryResultFailuresItem.from_dict(failures_item_data)

            failures.append(failures_item)

        vary_result = cls(
            source_image_id=source_image_id,
            vary=vary,
            target=target,
            requested=requested,
            generated=generated,
            failed=failed,
            variants=variants,
            failures=failures,
        )

        vary_result.additional_properties = d
        return vary_result

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
