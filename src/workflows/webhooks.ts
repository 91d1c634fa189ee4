// Webhook delivery. A run that records an event (a comic that ends, a charge under the threshold...) hands it to
// announceEvents, which starts one dispatchWebhookEvent per event; that finds the endpoints that want it, makes each
// one's first attempt, and starts a deliverWebhook per delivery that failed it, which tries again until the receiver
// answers 2xx or its schedule (input) runs out, waiting on durable timers between attempts. Children are abandoned by
// their parents and their ids come from the event and the endpoint, so a replayed or retried parent starts each once.
import {
  CancellationScope,
  ParentClosePolicy,
  patched,
  proxyLocalActivities,
  sleep,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import type { DeliverWebhookInput, DeliverWebhookOutput, DispatchWebhookEventInput } from '../operations/webhooks';
import { SEARCH_ATTRIBUTES, workflowIds } from '../temporal/contracts/names';
import type { PlannedDelivery, WebhookDeliveryPolicy, WebhookDeliveryStatus, WebhookEventRef } from '../temporal/contracts/webhooks';
import { trackProgress, withFinalStatus } from './progress';

/** Finding an event's endpoints: quick database work, retried for about a minute. */
const plans = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 10 },
});

/**
 * One attempt, a local activity (no task-queue round trip before the request leaves): the request has its own 10 s
 * deadline, so this timeout only ends an attempt whose worker died. The activity fails only when its record cannot be
 * written (a receiver's failure is an outcome): retried for minutes.
 */
const attempts = proxyLocalActivities<Activities>({
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

/** One attempt of a delivery: its number counts over the delivery's runs, and the schedule says the wait after it. */
async function attempt(delivery: PlannedDelivery, number: number, redelivery: boolean, policy: WebhookDeliveryPolicy): Promise<WebhookDeliveryStatus> {
  const { status } = await attempts.attemptWebhookDelivery.executeWithOptions({ summary: `attempt ${number} of ${delivery.eventType} to ${delivery.host}` }, [
    { deliveryId: delivery.deliveryId, runAttempt: number, redelivery, nextDelayMs: policy.retryDelaysMs[number - 1] ?? null, disableAfterMs: policy.disableAfterMs },
  ]);
  return status;
}

function startRetries(delivery: PlannedDelivery, policy: WebhookDeliveryPolicy): Promise<void> {
  return startAbandoned(() =>
    startChild(deliverWebhook, {
      workflowId: workflowIds.webhookDelivery(delivery.eventId, delivery.endpointId),
      args: [{ delivery, redelivery: 0, policy, firstAttempt: 2 }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      staticSummary: `${delivery.eventType} to ${delivery.host}`,
      typedSearchAttributes: webhookRunAttributes(delivery.userId),
    }),
  );
}

/**
 * One event: a delivery for each endpoint that wants it, on the schedule the worker is configured with. The first
 * attempt of each is made here, at once (a child run would cost a round trip through the history service before the
 * request leaves); a delivery whose first attempt failed goes on in a deliverWebhook run of its own.
 */
export function dispatchWebhookEvent(input: DispatchWebhookEventInput): Promise<{ deliveries: number }> {
  return withFinalStatus(async () => {
    const { deliveries, policy } = await plans.planWebhookDeliveries({ eventId: input.eventId });
    await Promise.all(
      deliveries.map(async (delivery) => {
        if ((await attempt(delivery, 1, false, policy)) === 'pending') await startRetries(delivery, policy);
      }),
    );
    return { deliveries: deliveries.length };
  });
}

/**
 * One event to one endpoint from attempt `firstAttempt` on (after the wait the attempt before it asked for): an
 * attempt, then a durable wait, until delivered or the schedule runs out.
 */
export async function deliverWebhook(input: DeliverWebhookInput): Promise<DeliverWebhookOutput> {
  const { progress, stage } = trackProgress({ status: 'delivering', attempts: input.firstAttempt - 1 });
  const delays = input.policy.retryDelaysMs;
  if (input.firstAttempt > 1) await sleep(delays[input.firstAttempt - 2]);
  for (;;) {
    progress.attempts += 1;
    const status = await attempt(input.delivery, progress.attempts, input.redelivery > 0, input.policy);
    if (status !== 'pending') {
      stage(status);
      return { status, attempts: progress.attempts };
    }
    stage('retrying');
    await sleep(delays[progress.attempts - 1]);
  }
}
