import type { Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { PredictionWebhookVerifiers } from '../predictions';
import type { User } from '../entities/user';
import type { EnglishOnlyModels } from '../models/registry';
import type { Services } from '../services';
import type { BlobStorage } from '../storage';
import type { GenerationCapacity } from './capacity';

/** The image model names a request may use (operations check names; they never call a model). */
export interface ImageModelCatalogue {
  names: string[];
  defaultName: string;
  /** Which models read English only: texts in another language are answered with a warning. */
  englishOnly: EnglishOnlyModels;
}

/** What operations need: services, storage and a Temporal client. The API and the CLI both build it. */
export interface OperationDeps {
  config: AppConfig;
  dataSource: DataSource;
  temporal: Client;
  services: Services;
  storage: BlobStorage;
  imageModels: ImageModelCatalogue;
  /** Admission control of synchronous runs; without it, runs start unchecked (the CLI). */
  capacity?: GenerationCapacity;
  /** Verifiers of the configured prediction providers' webhooks (Replicate, fal); without them those routes answer 404. */
  predictionWebhooks?: PredictionWebhookVerifiers;
}

/** Who asks for an operation, and how to tell a repeat of the same request. */
export interface Caller {
  user: User;
  /** Travels into each run's memo, so an operator can find the run from a request's logs. */
  requestId: string;
  /** The client's Idempotency-Key: the same key and request join the first run and pay once. */
  idempotencyKey?: string;
  /** What the key is scoped to, e.g. "POST /api/generate". */
  request: string;
  /** Told when the request joins the run its Idempotency-Key started before: the run's answer is then sent with `Idempotent-Replayed: true`. */
  markReplayed?: () => void;
}
