from enum import StrEnum


class WebhookDeliveryEventType(StrEnum):
    CHARACTER_REFERENCES_READY = "character.references_ready"
    COMIC_FAILED = "comic.failed"
    COMIC_READY = "comic.ready"
    CREDITS_LOW = "credits.low"
    MARKETPLACE_SALE = "marketplace.sale"
    STORYBOOK_COMPLETED = "storybook.completed"
    STORYBOOK_COMPLETED_WITH_FAILURES = "storybook.completed_with_failures"
    STORYBOOK_FAILED = "storybook.failed"
    WEBHOOK_TEST = "webhook.test"

    def __str__(self) -> str:
        return str(self.value)
