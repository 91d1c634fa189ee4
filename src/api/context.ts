import type { Client } from '@temporalio/client';
import type { ParameterizedContext } from 'koa';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { User } from '../entities/user';
import type { ApiKeyService } from '../services/api-keys';
import type { CreditLedger } from '../services/credit-ledger';

export interface AppState {
  requestId: string;
  user?: User;
}

export type AppContext = ParameterizedContext<AppState>;

/** What the HTTP layer needs: services and a Temporal client, never a model. */
export interface ApiDeps {
  config: AppConfig;
  dataSource: DataSource;
  temporal: Client;
  apiKeys: ApiKeyService;
  ledger: CreditLedger;
}
