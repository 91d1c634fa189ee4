import type { DataSource } from 'typeorm';
import type { ActivityDeps } from '../activities';
import type { ImageModelCatalogue } from '../operations/context';
import type { AppConfig } from '../config/env';
import { loadModelsConfig } from '../config/models';
import { createModelRegistry } from '../models/registry';
import { createMailer } from '../mail/mailer';
import { type PredictionWebhookVerifiers, predictionWebhookVerifiers } from '../predictions';
import { StripeGateway } from '../payments/stripe-gateway';
import { createStorage } from '../storage';
import { withReadCache } from '../storage/read-cache';

/** Recently read files a worker keeps in memory (characters' references, read by every attempt's render and score). */
const WORKER_READ_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What a worker's activities get: the database, file storage (reads cached), the configured models, webhook settings,
 * the mailer and Stripe (when configured).
 */
export function createActivityDeps(config: AppConfig, dataSource: DataSource): ActivityDeps {
  return {
    dataSource,
    storage: withReadCache(createStorage(config), WORKER_READ_CACHE_BYTES),
    models: createModelRegistry(loadModelsConfig()),
    webhooks: { ...config.webhooks, publicBaseUrl: config.publicBaseUrl },
    mail: { mailer: createMailer(config.mail), publicBaseUrl: config.publicBaseUrl },
    payments: config.stripe && new StripeGateway(config.stripe),
  };
}

/** How the API verifies the prediction providers' webhooks, from the same configuration the workers use. */
export function predictionWebhooks(): PredictionWebhookVerifiers {
  return predictionWebhookVerifiers(loadModelsConfig());
}

/** The image model names the API accepts, from the same configuration the workers use. */
export function imageModelCatalogue(): ImageModelCatalogue {
  const registry = createModelRegistry(loadModelsConfig());
  return { names: registry.imageModelNames(), defaultName: registry.defaultImageModel };
}
