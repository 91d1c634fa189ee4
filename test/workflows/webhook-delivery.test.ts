import assert from 'node:assert/strict';
import type { Activities } from '../../src/activities';
import type { AttemptWebhookInput } from '../../src/activities/webhooks';
import { loadConfig } from '../../src/config/env';
import type { DeliverWebhookInput, DeliverWebhookOutput } from '../../src/operations/webhooks';
import type { MarketplacePurchaseInput } from '../../src/operations/marketplace-purchase';
import { WORKFLOW_TYPES, workflowIds } from '../../src/temporal/contracts/names';
import type { PlannedDelivery } from '../../src/temporal/contracts/webhooks';
import { startOwnTimeSkipping, startStubWorker, type StubWorker, type TimeSkipping } from '../support/time-skipping';
import { stubWorld } from './stubs';

const ACTIVITIES: Array<keyof Activities> = [
  'planWebhookDeliveries',
  'attemptWebhookDelivery',
  'reserveCredits',
  'refundCredits',
  'copyListedCharacterFiles',
  'recordMarketplaceSale',
  'discardCopiedFiles',
];
const PRODUCTION = loadConfig({}).webhooks.policy;
const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const delivery = (eventId: string, endpointId: string): PlannedDelivery => ({ deliveryId: `delivery-${eventId}-${endpointId}`, eventId, endpointId, userId: 'user-1', eventType: 'comic.ready', host: 'hooks.example.com' });

/** A receiver as the attempt activity sees it: down for the first `failures` attempts of each delivery, then delivered. */
function receiverDownFor(failures: number) {
  const attempts: AttemptWebhookInput[] = [];
  const activity: Activities['attemptWebhookDelivery'] = async (input) => {
    attempts.push(input);
    const made = attempts.filter((attempt) => attempt.deliveryId === input.deliveryId).length;
    if (made > failures) return { status: 'delivered' };
    return { status: input.nextDelayMs === null ? 'failed' : 'pending' };
  };
  return { attempts, activity };
}

describe('webhook delivery runs with stub activities (time-skipping test server)', function () {
  this.timeout(60_000);
  let timeSkipping: TimeSkipping;
  let worker: StubWorker;

  before(async function () {
    timeSkipping = await startOwnTimeSkipping(this);
    worker = await startStubWorker(timeSkipping, ACTIVITIES);
  });

  after(async () => {
    await worker?.stop();
    await timeSkipping?.env.teardown();
  });

  it('retries on the production schedule, durable timers of 5 s to 10 h, for 3 days, then ends failed', async () => {
    const receiver = receiverDownFor(Infinity);
    let startedAt = 0;
    let endedAt = 0;
    const output = await worker.run<DeliverWebhookOutput>(
      { attemptWebhookDelivery: receiver.activity },
      WORKFLOW_TYPES.deliverWebhook,
      { delivery: delivery('event-1', 'endpoint-1'), redelivery: 0, policy: PRODUCTION, firstAttempt: 1 } satisfies DeliverWebhookInput,
      async (handle) => {
        const described = await handle.describe();
        await handle.result();
        startedAt = described.startTime.getTime();
        endedAt = (await handle.describe()).closeTime?.getTime() ?? 0;
      },
    );
    assert.deepEqual(output, { status: 'failed', attempts: 13 });
    assert.deepEqual(
      receiver.attempts.map((attempt) => attempt.nextDelayMs),
      [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000, 36_000_000, 36_000_000, 36_000_000, 15_895_000, null],
    );
    assert.deepEqual(receiver.attempts.map((attempt) => attempt.runAttempt), Array.from({ length: 13 }, (_, index) => index + 1));
    assert.ok(receiver.attempts.every((attempt) => attempt.disableAfterMs === 3 * DAY_MS && !attempt.redelivery));
    assert.ok(endedAt - startedAt >= 3 * DAY_MS && endedAt - startedAt < 3 * DAY_MS + 60_000, `the run spans 3 days on the server's clock (${endedAt - startedAt} ms)`);
  });

  it('stops at the first delivered attempt', async () => {
    const receiver = receiverDownFor(2);
    const output = await worker.run<DeliverWebhookOutput>({ attemptWebhookDelivery: receiver.activity }, WORKFLOW_TYPES.deliverWebhook, {
      delivery: delivery('event-2', 'endpoint-1'),
      redelivery: 0,
      policy: PRODUCTION,
      firstAttempt: 1,
    });
    assert.deepEqual(output, { status: 'delivered', attempts: 3 });
  });

  it('a dispatch makes each delivery\'s first attempt at once, and starts a run of retries only for one that failed it', async () => {
    const attempts: AttemptWebhookInput[] = [];
    const stubs: Partial<Activities> = {
      planWebhookDeliveries: async ({ eventId }) => ({ deliveries: [delivery(eventId, 'endpoint-up'), delivery(eventId, 'endpoint-down')], policy: PRODUCTION }),
      attemptWebhookDelivery: async (input) => {
        attempts.push(input);
        return { status: input.deliveryId.endsWith('endpoint-down') && input.runAttempt === 1 ? 'pending' : 'delivered' };
      },
    };
    assert.deepEqual(await worker.run(stubs, WORKFLOW_TYPES.dispatchWebhookEvent, { eventId: 'event-3' }), { deliveries: 2 });
    const retries = timeSkipping.env.client.workflow.getHandle(workflowIds.webhookDelivery('event-3', 'endpoint-down'));
    assert.deepEqual(await retries.result(), { status: 'delivered', attempts: 2 });
    assert.deepEqual(
      attempts.map((attempt) => [attempt.deliveryId, attempt.runAttempt, attempt.nextDelayMs]).sort(),
      [
        ['delivery-event-3-endpoint-down', 1, 5_000],
        ['delivery-event-3-endpoint-down', 2, 300_000],
        ['delivery-event-3-endpoint-up', 1, 5_000],
      ],
    );
    const described = await retries.describe();
    assert.ok((described.closeTime?.getTime() ?? 0) - described.startTime.getTime() >= 5_000, 'the retry waited the first delay');
    await assert.rejects(timeSkipping.env.client.workflow.getHandle(workflowIds.webhookDelivery('event-3', 'endpoint-up')).describe(), /not found/i, 'no run for a delivery made at once');
  });

  it('a paid run announces the events its records return (credits.low from the charge, the sale), each in a run of its own that outlives it', async () => {
    const world = stubWorld({ balance: 20 });
    const planned: string[] = [];
    const input: MarketplacePurchaseInput = { buyerId: 'buyer-1', terms: { listingId: 'listing-1', sellerId: 'seller-1', title: 'Rusty', priceCredits: 12 } };
    const output = await worker.run(
      {
        ...world.activities,
        reserveCredits: async (charge) => ({ ...(await world.activities.reserveCredits?.(charge)), balance: 8, events: [{ id: 'event-low', type: 'credits.low', userId: 'buyer-1' }] }),
        copyListedCharacterFiles: async () => ({ front: 'references/copy.png' }),
        recordMarketplaceSale: async () => ({ saleId: 'sale-1', characterId: 'copy-1', name: 'Rusty', events: [{ id: 'event-sale', type: 'marketplace.sale', userId: 'seller-1' }] }),
        planWebhookDeliveries: async ({ eventId }) => {
          planned.push(eventId);
          return { deliveries: [], policy: PRODUCTION };
        },
      },
      WORKFLOW_TYPES.marketplacePurchase,
      input,
    );
    assert.deepEqual(output, { characterId: 'copy-1', name: 'Rusty', priceCredits: 12 });
    while (planned.length < 2) await sleep(20);
    assert.deepEqual(planned.sort(), ['event-low', 'event-sale']);
    const dispatch = await timeSkipping.env.client.workflow.getHandle(workflowIds.webhookEvent('event-sale')).describe();
    assert.equal(dispatch.type, WORKFLOW_TYPES.dispatchWebhookEvent);
    assert.equal(dispatch.parentExecution?.workflowId?.startsWith(WORKFLOW_TYPES.marketplacePurchase), true, 'started by the purchase run');
  });
});
