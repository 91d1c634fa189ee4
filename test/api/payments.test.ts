import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { StripeConfig } from '../../src/config/env';
import { CREDIT_PACKS, PLANS } from '../../src/config/pricing';
import { call } from '../support/http';
import type { LocalServer } from '../support/local-server';
import { startSideApi, type SideApi } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { requireStripeMock, startStripeMock } from '../support/stripe-mock';
import { createTestUser, type TestUser } from '../support/users';

const WEBHOOK_SECRET = 'whsec_likeness_test';
const PRICES: StripeConfig['prices'] = {
  plans: { creator: 'price_creator_monthly', studio: 'price_studio_monthly' },
  packs: { small: 'price_pack_small', medium: 'price_pack_medium', large: 'price_pack_large' },
};
const signer = new Stripe('sk_test_signer');

interface StoredUser {
  credits: number;
  plan: string;
  stripe_customer_id: string | null;
}

describe('payments through Stripe (stripe-mock for outgoing calls, signed webhooks)', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let stripeMock: LocalServer | undefined;
  let api: SideApi | undefined;
  let clock = Math.floor(Date.now() / 1000) - 600;

  const stored = async (user: TestUser): Promise<StoredUser> =>
    (await stack.dataSource.query('SELECT credits, plan, stripe_customer_id FROM users WHERE id = $1', [user.id]))[0];
  const post = (path: string, user: TestUser, body?: unknown) => call(api!.baseUrl, 'POST', path, { key: user.key, body });

  /** A Stripe event of `type` about `object`, created at `created` (Unix seconds; later each call by default). */
  function stripeEvent(type: string, object: Record<string, unknown>, created = (clock += 10)): Record<string, unknown> {
    return { id: `evt_${crypto.randomBytes(12).toString('hex')}`, object: 'event', type, created, livemode: false, api_version: '2025-09-30.clover', data: { object } };
  }

  function deliver(event: unknown, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const signature = options.signature === undefined ? signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp }) : options.signature;
    return call(api!.baseUrl, 'POST', '/api/stripe/webhook', { rawBody: payload, headers: signature === null ? {} : { 'Stripe-Signature': signature } });
  }

  const paidTopup = (user: TestUser, priceId: string) =>
    stripeEvent('checkout.session.completed', {
      id: `cs_test_${crypto.randomBytes(6).toString('hex')}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer: `cus_${crypto.randomBytes(6).toString('hex')}`,
      metadata: { user_id: user.id, price_id: priceId, pack: 'small' },
    });

  const subscription = (customer: string, status: string, priceId: string) => ({
    id: 'sub_test_1',
    object: 'subscription',
    customer,
    status,
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: priceId, object: 'price' } }] },
  });

  before(async function () {
    const command = requireStripeMock(this);
    stack = await getTestStack();
    stripeMock = await startStripeMock(command);
    api = await startSideApi(stack, { config: { stripe: { secretKey: 'sk_test_likeness', webhookSecret: WEBHOOK_SECRET, apiUrl: stripeMock.endpoint, prices: PRICES } } });
  });

  after(async () => {
    await api?.close();
    await stripeMock?.stop();
  });

  it('without STRIPE_SECRET_KEY every payment route is 503 "payments are not configured" and nothing changes', async () => {
    const user = await createTestUser(stack, { credits: 3 });
    const unconfigured = (path: string, body?: unknown) => call(stack.baseUrl, 'POST', path, { key: user.key, body });
    for (const response of [
      await unconfigured('/api/stripe/checkout', { plan: 'creator' }),
      await unconfigured('/api/stripe/topup', { pack: 'small' }),
      await unconfigured('/api/stripe/portal'),
      await call(stack.baseUrl, 'POST', '/api/stripe/webhook', { rawBody: JSON.stringify(paidTopup(user, PRICES.packs.small!)), headers: { 'Stripe-Signature': 't=1,v1=0' } }),
    ]) {
      assert.equal(response.status, 503);
      assert.deepEqual(response.body, { error: 'payments are not configured' });
    }
    assert.deepEqual(await stored(user), { credits: 3, plan: 'free', stripe_customer_id: null });
  });

  it('GET /api/stripe/options says whether payments are configured and what each pack and plan grants', async () => {
    const user = await createTestUser(stack);
    const unconfigured = await call(stack.baseUrl, 'GET', '/api/stripe/options', { key: user.key });
    assert.equal(unconfigured.status, 200);
    assert.equal(unconfigured.body.configured, false);
    assert.ok(unconfigured.body.packs.every((pack: { available: boolean }) => !pack.available), 'nothing can be bought without Stripe');

    const partial = await startSideApi(stack, { config: { stripe: { secretKey: 'sk_test_likeness', webhookSecret: WEBHOOK_SECRET, apiUrl: stripeMock!.endpoint, prices: { plans: {}, packs: { large: 'price_pack_large' } } } } });
    try {
      const options = await call(partial.baseUrl, 'GET', '/api/stripe/options', { key: user.key });
      assert.equal(options.status, 200);
      assert.deepEqual(options.body, {
        configured: true,
        packs: [
          { pack: 'small', credits: CREDIT_PACKS.small.credits, available: false },
          { pack: 'medium', credits: CREDIT_PACKS.medium.credits, available: false },
          { pack: 'large', credits: CREDIT_PACKS.large.credits, available: true },
        ],
        plans: [
          { plan: 'creator', monthly_credits: PLANS.creator.monthlyCredits, available: false },
          { plan: 'studio', monthly_credits: PLANS.studio.monthlyCredits, available: false },
        ],
      });
    } finally {
      await partial.close();
    }
  });

  it('checkout, top-up and portal answer Stripe URLs; the customer is created once and reused', async () => {
    const user = await createTestUser(stack);
    const checkout = await post('/api/stripe/checkout', user, { plan: 'creator' });
    assert.equal(checkout.status, 200, JSON.stringify(checkout.body));
    assert.match(checkout.body.url, /^https:\/\/checkout\.stripe\.com\//);
    const customer = (await stored(user)).stripe_customer_id;
    assert.match(customer ?? '', /^cus_/);
    const topup = await post('/api/stripe/topup', user, { pack: 'large' });
    assert.equal(topup.status, 200, JSON.stringify(topup.body));
    assert.match(topup.body.url, /^https:\/\//);
    const portal = await post('/api/stripe/portal', user);
    assert.equal(portal.status, 200, JSON.stringify(portal.body));
    assert.match(portal.body.url, /^https:\/\//);
    assert.equal((await stored(user)).stripe_customer_id, customer, 'the first customer is reused');
    assert.equal((await stored(user)).credits, 0, 'a checkout grants nothing until Stripe reports the payment');
  });

  it('clients name a plan or a pack, never an amount', async () => {
    const user = await createTestUser(stack);
    assert.equal((await post('/api/stripe/checkout', user, { plan: 'enterprise' })).status, 400);
    assert.equal((await post('/api/stripe/topup', user, { pack: 'huge' })).status, 400);
    const withAmount = await post('/api/stripe/topup', user, { pack: 'small', credits: 1_000_000, amount: 1 });
    assert.equal(withAmount.status, 200, 'extra fields are ignored');
  });

  it('a paid top-up grants its pack once: the same event replayed 5 times concurrently grants once', async () => {
    const user = await createTestUser(stack, { credits: 1 });
    const event = paidTopup(user, PRICES.packs.small!);
    const first = await deliver(event);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.applied, true);
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    assert.deepEqual(replays.map((response) => [response.status, response.body.applied]), replays.map(() => [200, false]));
    assert.equal((await stored(user)).credits, 1 + CREDIT_PACKS.small.credits);
    const entries: Array<{ kind: string; amount: number }> = await stack.dataSource.query('SELECT kind, amount FROM credit_ledger WHERE operation_id = $1', [event.id]);
    assert.deepEqual(entries, [{ kind: 'purchase', amount: CREDIT_PACKS.small.credits }]);

    const concurrent = paidTopup(user, PRICES.packs.medium!);
    const together = await Promise.all(Array.from({ length: 5 }, () => deliver(concurrent)));
    assert.equal(together.filter((response) => response.body.applied === true).length, 1, JSON.stringify(together.map((response) => response.body)));
    assert.equal((await stored(user)).credits, 1 + CREDIT_PACKS.small.credits + CREDIT_PACKS.medium.credits);
    assert.deepEqual(await stack.services.ledger.reconcile(), []);
  });

  it('a wrong signature, a stale timestamp, a missing signature or an altered body is 400 and changes nothing', async () => {
    const user = await createTestUser(stack);
    const event = paidTopup(user, PRICES.packs.small!);
    const signedOriginal = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET });
    const altered = { ...event, data: { object: { ...(event.data as { object: object }).object, metadata: { price_id: PRICES.packs.large } } } };
    for (const [what, response] of [
      ['wrong secret', await deliver(event, { secret: 'whsec_someone_else' })],
      ['stale timestamp', await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })],
      ['no signature', await deliver(event, { signature: null })],
      ['altered body', await deliver(altered, { signature: signedOriginal })],
    ] as const) {
      assert.equal(response.status, 400, `${what}: ${JSON.stringify(response.body)}`);
      assert.equal(typeof response.body.error, 'string');
    }
    assert.deepEqual(await stored(user), { credits: 0, plan: 'free', stripe_customer_id: null });
  });

  it('an unknown price is logged and ignored', async () => {
    const user = await createTestUser(stack);
    const response = await deliver(paidTopup(user, 'price_not_ours'));
    assert.equal(response.status, 200);
    assert.equal(response.body.applied, false);
    assert.match(response.body.detail, /unknown price price_not_ours/);
    assert.equal((await stored(user)).credits, 0);
  });

  it('a subscription sets the plan, each paid invoice grants the monthly credits, and out-of-order events end in the right plan', async () => {
    const user = await createTestUser(stack, { credits: 5 });
    assert.equal((await post('/api/stripe/checkout', user, { plan: 'creator' })).status, 200);
    const customer = (await stored(user)).stripe_customer_id!;
    const completed = await deliver(
      stripeEvent('checkout.session.completed', { id: 'cs_sub', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: user.id, customer, metadata: { price_id: PRICES.plans.creator } }),
    );
    assert.equal(completed.body.applied, true, JSON.stringify(completed.body));
    assert.equal((await stored(user)).plan, 'creator');
    assert.equal((await post('/api/stripe/checkout', user, { plan: 'studio' })).status, 409, 'a paid plan changes in the portal');

    const invoice = (priceId: string) =>
      stripeEvent('invoice.paid', { id: `in_${crypto.randomBytes(4).toString('hex')}`, object: 'invoice', customer, lines: { object: 'list', data: [{ id: 'il_1', pricing: { price_details: { price: priceId } } }] } });
    for (const event of [invoice(PRICES.plans.creator!), invoice(PRICES.plans.creator!)]) {
      assert.equal((await deliver(event)).body.applied, true);
      await deliver(event);
    }
    assert.equal((await stored(user)).credits, 5 + 2 * PLANS.creator.monthlyCredits, 'two invoices, each granted once');

    const upgraded = stripeEvent('customer.subscription.updated', subscription(customer, 'active', PRICES.plans.studio!));
    const cancelled = stripeEvent('customer.subscription.deleted', subscription(customer, 'canceled', PRICES.plans.studio!));
    assert.equal((await deliver(cancelled)).body.applied, true);
    const late = await deliver(upgraded);
    assert.equal(late.body.applied, false, 'the older upgrade arrives after the cancellation');
    assert.match(late.body.detail, /older/);
    assert.deepEqual(await stored(user), { credits: 5 + 2 * PLANS.creator.monthlyCredits, plan: 'free', stripe_customer_id: customer }, 'downgraded to free, balance kept');

    const resubscribed = await deliver(stripeEvent('customer.subscription.updated', subscription(customer, 'active', PRICES.plans.studio!)));
    assert.equal(resubscribed.body.applied, true);
    assert.equal((await stored(user)).plan, 'studio');
    const unknownPlanPrice = await deliver(stripeEvent('customer.subscription.updated', subscription(customer, 'active', 'price_retired')));
    assert.equal(unknownPlanPrice.body.applied, false);
    assert.equal((await stored(user)).plan, 'studio', 'an unknown price changes no plan');
  });
});
