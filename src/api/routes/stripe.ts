import type { Logger } from '../../observability/logger';
import { paymentOptionsOf, paymentsFor } from '../../operations/payments';
import type { ApiDeps } from '../context';
import { rawBodyOf } from '../raw-body';
import type { ApiRoutes } from '../routing';
import { ErrorSchema } from '../schemas/common';
import { CheckoutBody, PaymentOptionsSchema, RedirectSchema, TopupBody, WebhookReceiptSchema } from '../schemas/payments';

/** Stripe signs the exact bytes it sends, so this route reads its body itself (the JSON body parser skips it). */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

const TAG = 'Payments';
const NOT_CONFIGURED = { description: 'Payments are not configured on this server (or not for this plan or pack)', schema: ErrorSchema };
const STRIPE_FAILED = { description: 'Stripe refused or failed the call (named in the error)', schema: ErrorSchema };

export function stripeRoutes(routes: ApiRoutes, deps: ApiDeps, logger: Logger): void {
  const payments = paymentsFor(deps);

  routes.add({
    method: 'get',
    path: '/api/stripe/options',
    operationId: 'getPaymentOptions',
    description:
      'Whether this server takes payments, and the credit packs and plans it sells with what each grants (from the pricing configuration). The amounts charged are Stripe prices, shown on the Stripe Checkout page.',
    tag: TAG,
    summary: 'What can be bought here: whether payments are configured, the credit packs and the plans',
    responses: { 200: { description: 'Packs and plans', schema: PaymentOptionsSchema } },
    handler: () => Promise.resolve({ body: paymentOptionsOf(deps) }),
  });

  routes.add({
    method: 'post',
    path: '/api/stripe/checkout',
    operationId: 'startPlanCheckout',
    description: 'Creates a Stripe Checkout session for the creator or studio plan and returns the page to send the user to; the plan changes when Stripe reports the payment.',
    tag: TAG,
    summary: 'Start a Stripe checkout for a plan subscription; redirect the user to the returned url',
    body: CheckoutBody,
    responses: {
      200: { description: 'The Stripe Checkout page', schema: RedirectSchema },
      400: { description: 'Unknown plan', schema: ErrorSchema },
      409: { description: 'You already have a paid plan: change it in the customer portal', schema: ErrorSchema },
      502: STRIPE_FAILED,
      503: NOT_CONFIGURED,
    },
    handler: async (_ctx, { user, body }) => ({ body: { url: await payments().checkoutUrl(user, body.plan) } }),
  });

  routes.add({
    method: 'post',
    path: '/api/stripe/topup',
    operationId: 'startCreditTopUp',
    description: 'Creates a Stripe Checkout session for a one-time credit pack; the server decides what the pack grants.',
    tag: TAG,
    summary: 'Start a Stripe checkout for a one-time credit pack; the credits arrive when Stripe reports the payment',
    body: TopupBody,
    responses: {
      200: { description: 'The Stripe Checkout page', schema: RedirectSchema },
      400: { description: 'Unknown pack', schema: ErrorSchema },
      502: STRIPE_FAILED,
      503: NOT_CONFIGURED,
    },
    handler: async (_ctx, { user, body }) => ({ body: { url: await payments().topupUrl(user, body.pack) } }),
  });

  routes.add({
    method: 'post',
    path: '/api/stripe/portal',
    operationId: 'openBillingPortal',
    description: "Opens Stripe's customer portal for the caller, where they change or cancel their plan and see invoices.",
    tag: TAG,
    summary: 'Open the Stripe customer portal (change or cancel the plan, invoices, payment methods)',
    responses: { 200: { description: 'The customer portal', schema: RedirectSchema }, 502: STRIPE_FAILED, 503: NOT_CONFIGURED },
    handler: async (_ctx, { user }) => ({ body: { url: await payments().portalUrl(user) } }),
  });

  routes.add({
    method: 'post',
    path: STRIPE_WEBHOOK_PATH,
    operationId: 'receiveStripeEvent',
    description: 'Receives Stripe events, verified by their signature on the raw body instead of an API key; each event is applied at most once.',
    tag: TAG,
    summary: 'Stripe events (signed with the endpoint secret; no API key). Each event changes credits or the plan at most once',
    auth: false,
    responses: {
      200: { description: 'Received; `applied` tells whether it changed anything', schema: WebhookReceiptSchema },
      400: { description: 'Missing or invalid Stripe-Signature (wrong secret, altered body or stale timestamp)', schema: ErrorSchema },
      413: { description: 'Body too large', schema: ErrorSchema },
      503: NOT_CONFIGURED,
    },
    handler: async (ctx) => {
      const service = payments();
      const outcome = await service.receive(await rawBodyOf(ctx.req), ctx.get('Stripe-Signature') || undefined);
      if (!outcome.applied) logger.warn({ requestId: ctx.state.requestId, detail: outcome.detail }, 'stripe event ignored');
      return { body: { received: true, ...outcome } };
    },
  });
}
