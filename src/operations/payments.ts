// Payments through Stripe: checkout for a plan or a credit pack, the customer portal, and the webhook that applies
// what Stripe reports. Without STRIPE_SECRET_KEY every one of them is a 503 and nothing changes.
import { CREDIT_PACK_NAMES, CREDIT_PACKS, PAID_PLANS, PLANS, type CreditPack, type PaidPlan } from '../config/pricing';
import { AppError } from '../errors';
import { StripeGateway } from '../payments/stripe-gateway';
import { PaymentService } from '../services/payments';
import type { OperationDeps } from './context';

export const PAYMENTS_NOT_CONFIGURED = 'payments are not configured';

/** The payment service of this deployment; each call answers 503 when Stripe is not configured. */
export function paymentsFor(deps: Pick<OperationDeps, 'config' | 'dataSource' | 'services'>): () => PaymentService {
  const stripe = deps.config.stripe;
  const service = stripe
    ? new PaymentService(deps.dataSource, deps.services.ledger, new StripeGateway(stripe), stripe.prices, {
        success: `${deps.config.publicBaseUrl}/account?checkout=success`,
        cancel: `${deps.config.publicBaseUrl}/account?checkout=cancelled`,
        portal: `${deps.config.publicBaseUrl}/account`,
      })
    : undefined;
  return () => {
    if (!service) throw new AppError(503, PAYMENTS_NOT_CONFIGURED);
    return service;
  };
}

export interface PaymentOptions {
  configured: boolean;
  packs: Array<{ pack: CreditPack; credits: number; available: boolean }>;
  plans: Array<{ plan: PaidPlan; monthly_credits: number; available: boolean }>;
}

/** What can be bought here: every pack and plan of the pricing config, available when Stripe has a price id for it. */
export function paymentOptionsOf(deps: Pick<OperationDeps, 'config'>): PaymentOptions {
  const stripe = deps.config.stripe;
  return {
    configured: stripe !== undefined,
    packs: CREDIT_PACK_NAMES.map((pack) => ({ pack, credits: CREDIT_PACKS[pack].credits, available: Boolean(stripe?.prices.packs[pack]) })),
    plans: PAID_PLANS.map((plan) => ({ plan, monthly_credits: PLANS[plan].monthlyCredits, available: Boolean(stripe?.prices.plans[plan]) })),
  };
}
