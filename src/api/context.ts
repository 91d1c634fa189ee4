import type { Client } from '@temporalio/client';
import type { ParameterizedContext } from 'koa';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { User } from '../entities/user';
import type { Services } from '../services';
import type { BlobStorage } from '../storage';
import type { GenerationCapacity } from './capacity';

export interface ImageModelCatalogue {
  names: string[];
  defaultName: string;
}

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
  services: Services;
  storage: BlobStorage;
  /** Names of the configured image models (the API checks names; it never calls a model). */
  imageModels: ImageModelCatalogue;
  /** Admission control of synchronous generations; createApp sets it (without it, runs start unchecked). */
  capacity?: GenerationCapacity;
}
