// Payments through Stripe: checkout for a plan or a credit pack, the customer portal, and the webhook that applies
// what Stripe reports. Without STRIPE_SECRET_KEY every one of them is a 503 and nothing changes.
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
