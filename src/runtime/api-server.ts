import http from 'node:http';
import type { Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createApp } from '../api/app';
import type { AppConfig } from '../config/env';
import { createServices } from '../services';
import type { BlobStorage } from '../storage';
import { imageModelCatalogue } from './dependencies';

export interface RunningApi {
  server: http.Server;
  close(): Promise<void>;
}

export async function startApiServer(config: AppConfig, dataSource: DataSource, temporal: Client, storage: BlobStorage): Promise<RunningApi> {
  const app = createApp({ config, dataSource, temporal, storage, services: createServices(dataSource, storage), imageModels: imageModelCatalogue() });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  return {
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
