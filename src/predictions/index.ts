import type { ModelsConfig } from '../config/models';
import type { PredictionOutcome, PredictionProvider } from '../temporal/contracts/predictions';
import { falWebhookKeys, falWebhookOutcome, verifyFalWebhook } from './fal';
import { replicateOutcome, replicateWebhookSecret, verifyReplicateWebhook } from './replicate';

export { WebhookRejected } from './webhook-rejected';

/** A provider's webhook, verified: which prediction it is about and what it says. */
export interface PredictionReport {
  provider: PredictionProvider;
  id: string;
  outcome: PredictionOutcome;
}

export type VerifyPredictionWebhook = (rawBody: Buffer, headers: Record<string, string | undefined>) => Promise<PredictionReport>;

/** The webhook verifiers of the configured prediction providers (the API's side of MODEL_WEBHOOK_BASE_URL). */
export type PredictionWebhookVerifiers = Partial<Record<PredictionProvider, VerifyPredictionWebhook>>;

export function predictionWebhookVerifiers(config: Pick<ModelsConfig, 'replicate' | 'fal' | 'requestTimeoutMs'>): PredictionWebhookVerifiers {
  const verifiers: PredictionWebhookVerifiers = {};
  if (config.replicate) {
    const secret = replicateWebhookSecret(config.replicate, config.requestTimeoutMs);
    verifiers.replicate = async (rawBody, headers) => {
      const prediction = verifyReplicateWebhook(rawBody, headers, await secret());
      return { provider: 'replicate', id: prediction.id, outcome: replicateOutcome(prediction) };
    };
  }
  if (config.fal) {
    const keys = falWebhookKeys(config.fal.jwksUrl, config.requestTimeoutMs);
    verifiers.fal = async (rawBody, headers) => {
      const body = await verifyFalWebhook(rawBody, headers, keys);
      return { provider: 'fal', id: body.request_id, outcome: falWebhookOutcome(body) };
    };
  }
  return verifiers;
}
