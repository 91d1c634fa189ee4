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

/** An HTTP server for the app with the configured keep-alive, headers and request timeouts. */
export function createHttpServer(config: AppConfig, handle: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>): http.Server {
  const server = http.createServer({ requestTimeout: config.http.requestTimeoutMs }, (request, response) => void handle(request, response));
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.headersTimeout = config.http.headersTimeoutMs;
  return server;
}

export async function startApiServer(config: AppConfig, dataSource: DataSource, temporal: Client, storage: BlobStorage): Promise<RunningApi> {
  const app = createApp({ config, dataSource, temporal, storage, services: createServices(dataSource, storage), imageModels: imageModelCatalogue() });
  const server = createHttpServer(config, app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  return {
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
