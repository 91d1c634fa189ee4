import type { DataSource } from 'typeorm';
import type { StripeConfig } from '../config/env';
import { CREDIT_PACKS, PLANS, DEFAULTS, type CreditPack, type PaidPlan } from '../config/pricing';
import type { User } from '../entities/user';
import { AppError, conflict } from '../errors';
import type { PaymentEvent, PaymentGateway } from '../payments/stripe-gateway';
import type { CreditLedger } from './credit-ledger';

/** What a webhook event did: applied, or ignored with the reason (logged; Stripe is still told it arrived). */
export interface EventOutcome {
  applied: boolean;
  detail: string;
}

/** Where a paying user lands after checkout or the portal (the web console's account page). */
export interface ReturnUrls {
  success: string;
  cancel: string;
  portal: string;
}

type Product = { kind: 'plan'; name: PaidPlan } | { kind: 'pack'; name: CreditPack };

/** Subscription states in which the subscriber keeps the plan's benefits. */
const LIVE_SUBSCRIPTION_STATES = ['active', 'trialing', 'past_due'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const applied = (detail: string): EventOutcome => ({ applied: true, detail });
const ignored = (detail: string): EventOutcome => ({ applied: false, detail });

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The id of an expandable Stripe field: the string itself, or the id of the expanded object. */
function idOf(value: unknown): string | undefined {
  return text(value) ?? text((value as { id?: unknown } | null)?.id);
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The price of an invoice's first line: `pricing.price_details.price` (API 2025-03-31 on) or the older `price`. */
function invoicePriceId(invoice: Record<string, unknown>): string | undefined {
  const line = record((record(invoice.lines).data as unknown[] | undefined)?.[0]);
  return idOf(record(record(line.pricing).price_details).price) ?? idOf(line.price);
}

function subscriptionPriceId(subscription: Record<string, unknown>): string | undefined {
  const item = record((record(subscription.items).data as unknown[] | undefined)?.[0]);
  return idOf(item.price);
}

/**
 * Credits and plans bought through Stripe. Outgoing: a customer per user (stored once, reused), checkout sessions
 * for a plan or a credit pack, the customer portal. Incoming: signed webhook events, each applied at most once (a
 * grant is a `purchase` ledger entry keyed by the event id), in any order (a plan change older than the one that set
 * the current plan changes nothing). What a payment grants comes from the pricing config, by Stripe price id.
 */
export class PaymentService {
  private readonly productsByPrice: Map<string, Product>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: CreditLedger,
    private readonly gateway: PaymentGateway,
    private readonly prices: StripeConfig['prices'],
    private readonly urls: ReturnUrls,
  ) {
    this.productsByPrice = new Map<string, Product>([
      ...Object.entries(prices.plans).map(([name, id]): [string, Product] => [id, { kind: 'plan', name: name as PaidPlan }]),
      ...Object.entries(prices.packs).map(([name, id]): [string, Product] => [id, { kind: 'pack', name: name as CreditPack }]),
    ]);
  }

  /** A checkout for a plan's subscription; a user who already has a paid plan changes it in the portal instead. */
  async checkoutUrl(user: User, plan: PaidPlan): Promise<string> {
    if (user.plan !== DEFAULTS.plan) throw conflict(`You already have the ${user.plan} plan; change or cancel it in the customer portal (POST /api/stripe/portal)`);
    const priceId = this.priceOf(this.prices.plans[plan], `plan ${plan}`, `STRIPE_PRICE_${plan.toUpperCase()}`);
    return this.checkout(user, 'subscription', priceId, { plan });
  }

  async topupUrl(user: User, pack: CreditPack): Promise<string> {
    const priceId = this.priceOf(this.prices.packs[pack], `pack ${pack}`, `STRIPE_PRICE_PACK_${pack.toUpperCase()}`);
    return this.checkout(user, 'payment', priceId, { pack });
  }

  async portalUrl(user: User): Promise<string> {
    return this.gateway.portalUrl(await this.customerOf(user), this.urls.portal);
  }

  /** Verifies a webhook body's signature (400 when it fails) and applies its event. */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
    return this.apply(this.gateway.verifiedEvent(rawBody, signature));
  }

  async apply(event: PaymentEvent): Promise<EventOutcome> {
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(event);
      case 'invoice.paid':
        return this.invoicePaid(event);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(event);
      default:
        return ignored(`${event.type} events are not used`);
    }
  }

  private priceOf(priceId: string | undefined, what: string, variable: string): string {
    if (!priceId) throw new AppError(503, `The ${what} has no Stripe price configured (${variable})`);
    return priceId;
  }

  private async checkout(user: User, mode: 'subscription' | 'payment', priceId: string, product: Record<string, string>): Promise<string> {
    return this.gateway.checkoutUrl({
      mode,
      customerId: await this.customerOf(user),
      priceId,
      userId: user.id,
      metadata: { user_id: user.id, price_id: priceId, ...product },
      successUrl: this.urls.success,
      cancelUrl: this.urls.cancel,
    });
  }

  /** The user's Stripe customer, created the first time and stored once (a concurrent first call reuses it). */
  private async customerOf(user: User): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const created = await this.gateway.createCustomer(user);
    await this.dataSource.query('UPDATE users SET stripe_customer_id = $2 WHERE id = $1 AND stripe_customer_id IS NULL', [user.id, created]);
    const rows: Array<{ stripe_customer_id: string }> = await this.dataSource.query('SELECT stripe_customer_id FROM users WHERE id = $1', [user.id]);
    return rows[0].stripe_customer_id;
  }

  private async checkoutCompleted(event: PaymentEvent): Promise<EventOutcome> {
    const session = event.object;
    const userId = text(session.client_reference_id);
    if (!userId || !UUID.test(userId) || !(await this.userExists(userId))) return ignored(`checkout session ${idOf(session.id)} names no user of this service`);
    const customerId = idOf(session.customer);
    if (customerId) await this.dataSource.query('UPDATE users SET stripe_customer_id = $2 WHERE id = $1 AND stripe_customer_id IS NULL', [userId, customerId]);
    const priceId = text(record(session.metadata).price_id);
    const product = priceId ? this.productsByPrice.get(priceId) : undefined;
    if (!product) return ignored(`unknown price ${priceId ?? '(none)'} in checkout session ${idOf(session.id)}`);
    if (product.kind === 'plan') return this.setPlan(userId, product.name, event);
    if (session.payment_status !== 'paid') return ignored(`checkout session ${idOf(session.id)} is not paid yet (${String(session.payment_status)})`);
    const credits = CREDIT_PACKS[product.name].credits;
    const result = await this.ledger.purchase(userId, event.id, credits, `Credit pack "${product.name}": ${credits} credits`);
    return result.applied ? applied(`granted ${credits} credits (pack ${product.name})`) : ignored(`event ${event.id} was applied before`);
  }

  private async invoicePaid(event: PaymentEvent): Promise<EventOutcome> {
    const invoice = event.object;
    const userId = await this.userOfCustomer(idOf(invoice.customer));
    if (!userId) return ignored(`invoice ${idOf(invoice.id)} is for no customer of this service`);
    const priceId = invoicePriceId(invoice);
    const product = priceId ? this.productsByPrice.get(priceId) : undefined;
    if (product?.kind !== 'plan') return ignored(`unknown price ${priceId ?? '(none)'} in invoice ${idOf(invoice.id)}`);
    const credits = PLANS[product.name].monthlyCredits;
    const result = await this.ledger.purchase(userId, event.id, credits, `Monthly credits of the ${product.name} plan`);
    return result.applied ? applied(`granted ${credits} credits (${product.name} plan)`) : ignored(`event ${event.id} was applied before`);
  }

  private async subscriptionChanged(event: PaymentEvent): Promise<EventOutcome> {
    const subscription = event.object;
    const userId = await this.userOfCustomer(idOf(subscription.customer));
    if (!userId) return ignored(`subscription ${idOf(subscription.id)} is for no customer of this service`);
    const live = event.type !== 'customer.subscription.deleted' && LIVE_SUBSCRIPTION_STATES.includes(String(subscription.status));
    if (!live) return this.setPlan(userId, DEFAULTS.plan, event);
    const priceId = subscriptionPriceId(subscription);
    const product = priceId ? this.productsByPrice.get(priceId) : undefined;
    if (product?.kind !== 'plan') return ignored(`unknown price ${priceId ?? '(none)'} in subscription ${idOf(subscription.id)}`);
    return this.setPlan(userId, product.name, event);
  }

  /** Sets the plan unless a newer event set it already; the balance is never touched (a downgrade keeps it). */
  private async setPlan(userId: string, plan: string, event: PaymentEvent): Promise<EventOutcome> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE users SET plan = $2, plan_changed_at = to_timestamp($3)
       WHERE id = $1 AND (plan_changed_at IS NULL OR plan_changed_at <= to_timestamp($3)) RETURNING id`,
      [userId, plan, event.created],
    );
    return rows.length ? applied(`plan set to ${plan}`) : ignored(`event ${event.id} is older than the last plan change`);
  }

  private async userExists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    return rows.length > 0;
  }

  private async userOfCustomer(customerId: string | undefined): Promise<string | undefined> {
    if (!customerId) return undefined;
    const rows: Array<{ id: string }> = await this.dataSource.query('SELECT id FROM users WHERE stripe_customer_id = $1', [customerId]);
    return rows[0]?.id;
  }
}
