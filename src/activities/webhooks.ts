import { log } from '@temporalio/activity';
import { WEBHOOKS } from '../config/pricing';
import { WebhookDeliveries } from '../services/webhook-deliveries';
import type { PlannedDelivery, WebhookDeliveryPolicy, WebhookDeliveryStatus } from '../temporal/contracts/webhooks';
import { webhookBody } from '../webhooks/payload';
import { sendWebhook } from '../webhooks/send';
import { signedHeaders } from '../webhooks/signature';
import { callingWorkflowId } from './calling-run';
import type { ActivityDeps } from './deps';

export interface DeliveryPlan {
  deliveries: PlannedDelivery[];
  /** The worker's configured schedule, handed to each delivery run as input. */
  policy: WebhookDeliveryPolicy;
}

export interface AttemptWebhookInput {
  deliveryId: string;
  /** 1, 2, ... within this run. */
  runAttempt: number;
  redelivery: boolean;
  /** The wait before the run's next attempt, or null when this is its last. */
  nextDelayMs: number | null;
  disableAfterMs: number;
}

/** Webhook deliveries: who gets an event, and one signed attempt at a time. */
export function createWebhookActivities(deps: ActivityDeps) {
  const deliveries = new WebhookDeliveries(deps.dataSource);
  return {
    /** One record: a delivery of the event for each endpoint that wants it (a retry finds them). */
    async planWebhookDeliveries(input: { eventId: string }): Promise<DeliveryPlan> {
      return { deliveries: await deliveries.plan(input.eventId), policy: deps.webhooks.policy };
    },

    /**
     * One attempt: the event POSTed to the endpoint, signed with its secret(s), and the answer recorded with the
     * delivery's status after it. A delivery whose endpoint was deleted or disabled is not sent again, nor one that is
     * no longer pending.
     */
    async attemptWebhookDelivery(input: AttemptWebhookInput): Promise<{ status: WebhookDeliveryStatus }> {
      const target = await deliveries.target(input.deliveryId);
      if (!target) return { status: 'failed' };
      if (target.status !== 'pending') return { status: target.status };
      if (!target.enabled) {
        await deliveries.abandon(input.deliveryId);
        return { status: 'failed' };
      }
      const startedAt = new Date();
      const body = webhookBody(target.event, deps.webhooks.publicBaseUrl);
      const headers = signedHeaders({ id: target.event.id, timestamp: Math.floor(startedAt.getTime() / 1000), body }, target.secrets);
      const result = await sendWebhook(
        { url: target.url, headers, body },
        { allowPrivate: deps.webhooks.allowPrivate, timeoutMs: WEBHOOKS.attemptTimeoutMs, excerptBytes: WEBHOOKS.responseExcerptBytes },
      );
      if (result.outcome === 'refused') log.warn('Webhook delivery refused: nothing was sent', { deliveryId: input.deliveryId, reason: result.error });
      const status = await deliveries.recordAttempt({
        ...input,
        ...result,
        runId: callingWorkflowId(),
        startedAt,
      });
      return { status };
    },
  };
}
