import { AccountExport } from './account-export';
import { AccountToken } from './account-token';
import { ApiKey } from './api-key';
import { BrandAsset } from './brand-asset';
import { BrandKit } from './brand-kit';
import { Character } from './character';
import { Comic } from './comic';
import { ComicPanel } from './comic-panel';
import { CreditEntry } from './credit-entry';
import { GeneratedImage } from './generated-image';
import { IdempotencyKey } from './idempotency-key';
import { LibraryCharacter } from './library-character';
import { MarketplaceListing } from './marketplace-listing';
import { MarketplaceSale } from './marketplace-sale';
import { ReferenceImage } from './reference-image';
import { Session } from './session';
import { Storybook, StorybookPage } from './storybook';
import { User } from './user';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery';
import { WebhookEndpoint } from './webhook-endpoint';
import { WebhookEvent } from './webhook-event';

export { AccountExport, AccountToken, ApiKey, BrandAsset, BrandKit, Character, Comic, ComicPanel, CreditEntry, GeneratedImage, IdempotencyKey, LibraryCharacter, MarketplaceListing, MarketplaceSale, ReferenceImage, Session, Storybook, StorybookPage, User, WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent };

export const ENTITIES = [User, ApiKey, CreditEntry, Character, ReferenceImage, LibraryCharacter, BrandKit, BrandAsset, GeneratedImage, IdempotencyKey, Storybook, StorybookPage, Comic, ComicPanel, MarketplaceListing, MarketplaceSale, Session, WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt, AccountToken, AccountExport];
