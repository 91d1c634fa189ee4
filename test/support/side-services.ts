import type { AddressInfo } from 'node:net';
import type { Client } from '@temporalio/client';
import type { NativeConnection, Worker, WorkerOptions } from '@temporalio/worker';
import pino from 'pino';
import { loadModelsConfig, type ModelsConfig } from '../../src/config/models';
import { createModelRegistry, type ModelRegistry } from '../../src/models/registry';
import type { ActivityDeps } from '../../src/activities';
import { createApp } from '../../src/api/app';
import { createHttpServer } from '../../src/runtime/api-server';
import type { ImageModelCatalogue } from '../../src/operations/context';
import type { PredictionWebhookVerifiers } from '../../src/predictions';
import type { AppConfig } from '../../src/config/env';
import { createWorker } from '../../src/temporal/runtime/worker';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai';
import { pauseStackWorker, resumeStackWorker, untilServing, type TestStack } from './stack';

/**
 * Workers and API instances a test starts next to the shared stack, with its own models, database path,
 * Temporal connection or capacity settings. Stop the stack's worker (pauseStackWorker) while a side
 * worker must be the only one on the generation queue.
 */
export interface SideWorker {
  worker: Worker;
  stop(): Promise<void>;
}

export interface SideWorkerOptions {
  connection?: NativeConnection;
  deps?: Partial<ActivityDeps>;
  overrides?: Partial<WorkerOptions>;
}

export async function startSideWorker(stack: TestStack, options: SideWorkerOptions = {}): Promise<SideWorker> {
  const worker = await createWorker({
    connection: options.connection ?? stack.env.nativeConnection,
    config: stack.config,
    deps: { ...stack.deps, ...options.deps },
    workflowBundle: stack.workflowBundle,
    overrides: { shutdownGraceTime: 1000, ...options.overrides },
  });
  const running = worker.run();
  if (!options.connection) await untilServing(stack);
  return {
    worker,
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
    },
  };
}

/** Runs `work` while a side worker with these deps is the only worker on the generation queue, then hands the queue back. */
export async function withSideWorker<T>(stack: TestStack, deps: Partial<ActivityDeps>, work: () => Promise<T>): Promise<T> {
  await pauseStackWorker();
  const side = await startSideWorker(stack, { deps });
  try {
    return await work();
  } finally {
    await side.stop();
    await resumeStackWorker();
  }
}

/** A side worker, alone on the generation queue, whose models call an OpenAI-compatible HTTP fake. */
export interface FakeProviderWorker {
  fake: FakeOpenAI;
  models: ModelRegistry;
  stop(): Promise<void>;
}

/**
 * Starts the fake, a model registry whose provider settings (`providers(fake base URL)`) point at it, with model
 * requests timing out after `requestTimeoutMs`, and a side worker with those models while the stack's worker pauses.
 */
export async function startFakeProviderWorker(
  stack: TestStack,
  requestTimeoutMs: number,
  providers: (fakeBaseUrl: string) => Partial<ModelsConfig>,
): Promise<FakeProviderWorker> {
  const fake = await startFakeOpenAI();
  const models = createModelRegistry({ ...loadModelsConfig({}), requestTimeoutMs, ...providers(fake.baseUrl) });
  await pauseStackWorker();
  const worker = await startSideWorker(stack, { deps: { models } });
  return {
    fake,
    models,
    async stop() {
      await worker.stop();
      await fake.close();
      await resumeStackWorker();
    },
  };
}

export interface SideApi {
  baseUrl: string;
  close(): Promise<void>;
}

export interface SideApiOptions {
  temporal?: Client;
  config?: Partial<AppConfig>;
  imageModels?: ImageModelCatalogue;
  /** How it verifies Replicate's and fal's webhooks (predictionWebhookVerifiers of the models' configuration). */
  predictionWebhooks?: PredictionWebhookVerifiers;
}

/** The API (createApp) on its own port, over the stack's database and storage; image URLs still point at the stack. */
export async function startSideApi(stack: TestStack, options: SideApiOptions = {}): Promise<SideApi> {
  const imageModels = options.imageModels ?? { names: stack.deps.models.imageModelNames(), defaultName: stack.deps.models.defaultImageModel };
  const app = createApp(
    {
      config: { ...stack.config, ...options.config },
      dataSource: stack.dataSource,
      temporal: options.temporal ?? stack.env.client,
      storage: stack.deps.storage,
      services: stack.services,
      imageModels,
      predictionWebhooks: options.predictionWebhooks,
    },
    { logger: pino({ level: 'silent' }) },
  );
  const server = createHttpServer(stack.config, app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
