import http from 'node:http';
import type { Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createApp } from '../api/app';
import type { AppConfig } from '../config/env';
import { createServices } from '../services';
import { startMetricsServer } from '../observability/metrics-server';
import type { BlobStorage } from '../storage';
import { imageModelCatalogue, predictionWebhooks } from './dependencies';
import { drainable } from './http-drain';

export interface RunningApi {
  server: http.Server;
  /** Drains the server (http-drain.ts) within config.http.shutdownGraceMs; resolves with the requests cut at the grace. */
  close(): Promise<{ cut: number }>;
}

/** An HTTP server for the app with the configured keep-alive, headers and request timeouts. */
export function createHttpServer(config: AppConfig, handle: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>): http.Server {
  const server = http.createServer({ requestTimeout: config.http.requestTimeoutMs }, (request, response) => void handle(request, response));
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.headersTimeout = config.http.headersTimeoutMs;
  return server;
}

export async function startApiServer(config: AppConfig, dataSource: DataSource, temporal: Client, storage: BlobStorage): Promise<RunningApi> {
  const server = createHttpServer(config, (request, response) => handle(request, response));
  const stopping = drainable(server);
  const services = createServices(dataSource, storage);
  const handle = createApp({ config, dataSource, temporal, storage, services, imageModels: imageModelCatalogue(), predictionWebhooks: predictionWebhooks(), draining: () => stopping.draining }).callback();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const metrics = config.metrics.port ? startMetricsServer(config.metrics.port, 'API') : undefined;
  return {
    server,
    close: async () => {
      metrics?.close();
      return stopping.drain(config.http.shutdownGraceMs);
    },
  };
}
