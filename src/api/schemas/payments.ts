import { CREDIT_PACK_NAMES, PAID_PLANS, type CreditPack, type PaidPlan } from '../../config/pricing';
import { z } from '../zod';

export const CheckoutBody = z.object({
  plan: z.enum(PAID_PLANS as [PaidPlan, ...PaidPlan[]], { error: `must be one of ${PAID_PLANS.join(', ')}` }).openapi({ description: 'The plan to subscribe to' }),
});

export const TopupBody = z.object({
  pack: z.enum(CREDIT_PACK_NAMES as [CreditPack, ...CreditPack[]], { error: `must be one of ${CREDIT_PACK_NAMES.join(', ')}` }).openapi({ description: 'The credit pack to buy once' }),
});

export const RedirectSchema = z.object({ url: z.string().openapi({ description: 'Where to send the user (a Stripe-hosted page)' }) }).openapi('PaymentRedirect');

export const WebhookReceiptSchema = z
  .object({
    received: z.literal(true),
    applied: z.boolean().openapi({ description: 'False when the event changed nothing (applied before, older, unknown price or customer, unused type)' }),
    detail: z.string(),
  })
  .openapi('StripeWebhookReceipt');
