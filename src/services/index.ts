import type { DataSource } from 'typeorm';
import type { BlobStorage } from '../storage';
import { AccountErasure } from './account-erasure';
import { AccountExports } from './account-exports';
import { ApiKeyService } from './api-keys';
import { CharacterService } from './characters';
import { ComicPageService } from './comic-pages';
import { ComicService } from './comics';
import { CreditLedger } from './credit-ledger';
import { GeneratedImages } from './generated-images';
import { IdempotencyKeys } from './idempotency';
import { MarketplaceService } from './marketplace';
import { SceneRequests } from './scene-requests';
import { Scenes } from './scenes';
import { SessionService } from './sessions';
import { Storybooks } from './storybooks';
import { UserService } from './users';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoints } from './webhook-endpoints';

export interface Services {
  ledger: CreditLedger;
  apiKeys: ApiKeyService;
  users: UserService;
  sessions: SessionService;
  idempotency: IdempotencyKeys;
  sceneRequests: SceneRequests;
  images: GeneratedImages;
  characters: CharacterService;
  storybooks: Storybooks;
  comics: ComicService;
  comicPages: ComicPageService;
  marketplace: MarketplaceService;
  webhookEndpoints: WebhookEndpoints;
  webhookDeliveries: WebhookDeliveries;
  scenes: Scenes;
  accountExports: AccountExports;
  accountErasure: AccountErasure;
}

export function createServices(dataSource: DataSource, storage: BlobStorage): Services {
  const ledger = new CreditLedger(dataSource);
  const apiKeys = new ApiKeyService(dataSource);
  return {
    ledger,
    apiKeys,
    users: new UserService(dataSource, ledger, apiKeys),
    sessions: new SessionService(dataSource),
    idempotency: new IdempotencyKeys(dataSource),
    sceneRequests: new SceneRequests(dataSource),
    images: new GeneratedImages(dataSource),
    characters: new CharacterService(dataSource, storage),
    storybooks: new Storybooks(dataSource),
    comics: new ComicService(dataSource, storage),
    comicPages: new ComicPageService(dataSource, storage),
    marketplace: new MarketplaceService(dataSource, storage, ledger),
    webhookEndpoints: new WebhookEndpoints(dataSource),
    webhookDeliveries: new WebhookDeliveries(dataSource),
    scenes: new Scenes(dataSource, storage),
    accountExports: new AccountExports(dataSource, storage),
    accountErasure: new AccountErasure(dataSource, storage),
  };
}
