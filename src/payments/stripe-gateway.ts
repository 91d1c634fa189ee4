import Stripe from 'stripe';
import type { StripeConfig } from '../config/env';
import { AppError, badRequest } from '../errors';

/** A Stripe event as the payment service reads it: which event, of what type, when, about which object. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  object: Record<string, unknown>;
}

/** What ending a customer's subscriptions did. */
export interface SubscriptionsEnded {
  /** The subscriptions that billed and are cancelled now (or were by an earlier try: Stripe then answers "No such subscription"). */
  cancelled: string[];
  /** Stripe knows no such customer: nothing in this Stripe account bills it. */
  unknownCustomer: boolean;
}

/**
 * Stripe refused a call for good (a 4xx but 409 and 429: an invalid request, a wrong or restricted key): trying it
 * again cannot help. Any other failure (network, 5xx, 429) is an outage worth retrying.
 */
export class PaymentRefused extends Error {}

export interface CheckoutRequest {
  mode: 'subscription' | 'payment';
  customerId: string;
  priceId: string;
  userId: string;
  /** Travels back in the completed session's metadata. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/** The calls Likeness makes to its payment provider; the payment service depends on this, never on the SDK. */
export interface PaymentGateway {
  createCustomer(user: { id: string; email: string }): Promise<string>;
  checkoutUrl(request: CheckoutRequest): Promise<string>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** The event a webhook body carries, once its signature proves it came from Stripe; 400 otherwise. */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /** Cancels at once every subscription of the customer that can still bill (`tryKey`: which try this is); PaymentRefused when Stripe refuses. */
  cancelSubscriptions(customerId: string, tryKey: string): Promise<SubscriptionsEnded>;
}

/** Subscription states that never bill again. */
const ENDED_SUBSCRIPTION_STATES: ReadonlyArray<Stripe.Subscription.Status> = ['canceled', 'incomplete_expired'];

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** A call to Stripe; Stripe refusing or failing it is a 502 that names the call, not a 500. */
async function viaStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new AppError(502, `Stripe could not ${what}: ${error.message}`);
    throw error;
  }
}

/** Stripe knows no such object (`param`, when given, names which). */
function isMissing(error: unknown, param?: string): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing' && (param === undefined || error.param === param);
}

/** A Stripe error that another try cannot fix becomes PaymentRefused, saying what was asked; anything else is rethrown. */
function refusedForGood(what: string, error: unknown): unknown {
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  if (status === undefined || status < 400 || status >= 500 || status === 409 || status === 429) return error;
  return new PaymentRefused(`Stripe refused to ${what} (${status} ${(error as Stripe.errors.StripeError).type}): ${(error as Error).message}`);
}

/** Stripe through its official SDK (STRIPE_API_URL points it at stripe-mock in tests). */
export class StripeGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, { ...clientOptions(config.apiUrl), maxNetworkRetries: 2, appInfo: { name: 'likeness' } });
  }

  async createCustomer(user: { id: string; email: string }): Promise<string> {
    // Keyed by user: two concurrent first payments of one user make one customer.
    const customer = await viaStripe('create the customer', () =>
      this.stripe.customers.create({ email: user.email, metadata: { user_id: user.id } }, { idempotencyKey: `likeness-customer-${user.id}` }),
    );
    return customer.id;
  }

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const session = await viaStripe('start the checkout', () =>
      this.stripe.checkout.sessions.create({
        mode: request.mode,
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price: request.priceId, quantity: 1 }],
        metadata: request.metadata,
        ...(request.mode === 'subscription' ? { subscription_data: { metadata: request.metadata } } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return session.url;
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await viaStripe('open the customer portal', () => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return session.url;
  }

  verifiedEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw badRequest(`Invalid Stripe signature: ${error.message}`);
      throw badRequest('The webhook body is not a Stripe event');
    }
    return { id: event.id, type: event.type, created: event.created, object: event.data.object as unknown as Record<string, unknown> };
  }

  /**
   * Lists the customer's subscriptions (Stripe lists those not cancelled) and cancels each that can still bill, at
   * once and with Stripe's defaults (no proration credit, no final invoice). Each cancel's idempotency key names its
   * subscription and `tryKey` (which try of the caller this is): the SDK's own retries of a request replay Stripe's
   * first answer, while a later try asks afresh (Stripe keeps even a 500 under its key for a day). Asking again is
   * harmless: Stripe answers the cancel of a cancelled subscription "No such subscription" (it counts as deleted),
   * which counts as done.
   */
  async cancelSubscriptions(customerId: string, tryKey: string): Promise<SubscriptionsEnded> {
    const billing: string[] = [];
    try {
      for await (const subscription of this.stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
        if (!ENDED_SUBSCRIPTION_STATES.includes(subscription.status)) billing.push(subscription.id);
      }
    } catch (error) {
      if (isMissing(error, 'customer')) return { cancelled: [], unknownCustomer: true };
      throw refusedForGood(`list the subscriptions of customer ${customerId}`, error);
    }
    for (const id of billing) {
      try {
        await this.stripe.subscriptions.cancel(id, {}, { idempotencyKey: `likeness-cancel-${id}-${tryKey}` });
      } catch (error) {
        if (!isMissing(error)) throw refusedForGood(`cancel subscription ${id} of customer ${customerId}`, error);
      }
    }
    return { cancelled: billing, unknownCustomer: false };
  }
}
