// Webhook delivery. A run that records an event (a comic that ends, a charge under the threshold...) hands it to
// announceEvents, which starts one dispatchWebhookEvent per event; that finds the endpoints that want it and starts one
// deliverWebhook per endpoint, which tries until the receiver answers 2xx or its schedule (input) runs out, waiting on
// durable timers between attempts. Children are abandoned by their parents and their ids come from the event and the
// endpoint, so a replayed or retried parent starts each once.
import {
  CancellationScope,
  ParentClosePolicy,
  patched,
  proxyActivities,
  proxyLocalActivities,
  sleep,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import type { DeliverWebhookInput, DeliverWebhookOutput, DispatchWebhookEventInput } from '../operations/webhooks';
import { SEARCH_ATTRIBUTES, workflowIds } from '../temporal/contracts/names';
import type { PlannedDelivery, WebhookDeliveryPolicy, WebhookEventRef } from '../temporal/contracts/webhooks';
import { trackProgress } from './progress';

/** Finding an event's endpoints: quick database work, retried for about a minute. */
const plans = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 10 },
});

/**
 * One attempt: the request has its own 10 s deadline, so this timeout only ends an attempt whose worker died. The
 * activity fails only when its record cannot be written (a receiver's failure is an outcome): retried for minutes.
 */
const attempts = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 12 },
});

function webhookRunAttributes(userId: string) {
  return [
    { key: SEARCH_ATTRIBUTES.userId, value: userId },
    { key: SEARCH_ATTRIBUTES.kind, value: 'webhook' },
    { key: SEARCH_ATTRIBUTES.status, value: 'running' },
  ];
}

/** Starts a child left running when its parent ends; one that already has its id (a replay, a retry) is left alone. */
async function startAbandoned(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}

/** Has each recorded event delivered. Runs started before webhooks existed record none (the `webhook-events` patch). */
export async function announceEvents(events: WebhookEventRef[] | undefined): Promise<void> {
  if (!events?.length || !patched('webhook-events')) return;
  await CancellationScope.nonCancellable(() =>
    Promise.all(
      events.map((event) =>
        startAbandoned(() =>
          startChild(dispatchWebhookEvent, {
            workflowId: workflowIds.webhookEvent(event.id),
            args: [{ eventId: event.id }],
            parentClosePolicy: ParentClosePolicy.ABANDON,
            workflowIdReusePolicy: 'REJECT_DUPLICATE',
            staticSummary: `webhook event ${event.type}`,
            typedSearchAttributes: webhookRunAttributes(event.userId),
          }),
        ),
      ),
    ),
  );
}

function startDelivery(delivery: PlannedDelivery, policy: WebhookDeliveryPolicy): Promise<void> {
  return startAbandoned(() =>
    startChild(deliverWebhook, {
      workflowId: workflowIds.webhookDelivery(delivery.eventId, delivery.endpointId),
      args: [{ delivery, redelivery: 0, policy }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      staticSummary: `${delivery.eventType} to ${delivery.host}`,
      typedSearchAttributes: webhookRunAttributes(delivery.userId),
    }),
  );
}

/** One event: a delivery for each endpoint that wants it, each on the schedule the worker is configured with. */
export async function dispatchWebhookEvent(input: DispatchWebhookEventInput): Promise<{ deliveries: number }> {
  const { deliveries, policy } = await plans.planWebhookDeliveries({ eventId: input.eventId });
  await Promise.all(deliveries.map((delivery) => startDelivery(delivery, policy)));
  return { deliveries: deliveries.length };
}

/** One event to one endpoint: an attempt, then a durable wait, until delivered or the schedule runs out. */
export async function deliverWebhook(input: DeliverWebhookInput): Promise<DeliverWebhookOutput> {
  const { progress, stage } = trackProgress({ status: 'delivering', attempts: 0 });
  const delays = input.policy.retryDelaysMs;
  for (;;) {
    const wait = delays[progress.attempts];
    progress.attempts += 1;
    const { status } = await attempts.attemptWebhookDelivery.executeWithOptions({ summary: `attempt ${progress.attempts}` }, [
      {
        deliveryId: input.delivery.deliveryId,
        runAttempt: progress.attempts,
        redelivery: input.redelivery > 0,
        nextDelayMs: wait ?? null,
        disableAfterMs: input.policy.disableAfterMs,
      },
    ]);
    if (status !== 'pending') {
      stage(status);
      return { status, attempts: progress.attempts };
    }
    stage('retrying');
    await sleep(wait);
  }
}
