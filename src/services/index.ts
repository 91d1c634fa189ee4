import type { DataSource } from 'typeorm';
import { ApiKeyService } from './api-keys';
import { CreditLedger } from './credit-ledger';
import { IdempotencyKeys } from './idempotency';
import { SceneRequests } from './scene-requests';
import { UserService } from './users';

export interface Services {
  ledger: CreditLedger;
  apiKeys: ApiKeyService;
  users: UserService;
  idempotency: IdempotencyKeys;
  sceneRequests: SceneRequests;
}

export function createServices(dataSource: DataSource): Services {
  const ledger = new CreditLedger(dataSource);
  const apiKeys = new ApiKeyService(dataSource);
  return {
    ledger,
    apiKeys,
    users: new UserService(dataSource, ledger, apiKeys),
    idempotency: new IdempotencyKeys(dataSource),
    sceneRequests: new SceneRequests(dataSource),
  };
}
