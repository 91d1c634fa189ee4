from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, TYPE_CHECKING

from attrs import define as _attrs_define
from attrs import field as _attrs_field


if TYPE_CHECKING:
    from ..models.reference_image import ReferenceImage
    from ..models.reference_sheet_failures_item import ReferenceSheetFailuresItem


T = TypeVar("T", bound="ReferenceSheet")


@_attrs_define
class ReferenceSheet:
    """
    Attributes:
        generated (int): Images made by this request
        references (list[ReferenceImage]): All of the character's reference images
        failures (list[ReferenceSheetFailuresItem]): Labels that could not be drawn, and why
    """

    generated: int
    references: list[ReferenceImage]
    failures: list[ReferenceSheetFailuresItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        generated = self.generated

        references = []
        for references_item_data in self.references:
            references_item = references_item_data.to_dict()
            references.append(references_item)

        failures = []
        for failures_item_data in self.failures:
            failures_item = failures_item_data.to_dict()
            failures.append(failures_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "generated": generated,
                "references": references,
                "failures": failures,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reference_image import ReferenceImage  # noqa: PLC0415
        from ..models.reference_sheet_failures_item import ReferenceSheetFailuresItem  # noqa: PLC0415

        d = dict(src_dict)
        generated = d.pop("generated")

        references = []
        _references = d.pop("references")
        for references_item_data in _references:
            references_item = ReferenceImage.from_dict(references_item_data)

            references.append(references_item)

        failures = []
        _failures = d.pop("failures")
        for failures_item_data in _failures:
            failures_item = ReferenceSheetFailuresItem.from_dict(failures_item_data)

            failures.append(failures_item)

        reference_sheet = cls(
            generated=generated,
            references=references,
            failures=failures,
        )

        reference_sheet.additional_properties = d
        return reference_sheet

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
