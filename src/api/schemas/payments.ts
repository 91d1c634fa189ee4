import { CREDIT_PACK_NAMES, PAID_PLANS, type CreditPack, type PaidPlan } from '../../config/pricing';
import { z } from '../zod';
import { webhookReceipt } from './common';

const PaidPlanSchema = z.enum(PAID_PLANS as [PaidPlan, ...PaidPlan[]], { error: `must be one of ${PAID_PLANS.join(', ')}` }).openapi('PaidPlan');
const CreditPackSchema = z.enum(CREDIT_PACK_NAMES as [CreditPack, ...CreditPack[]], { error: `must be one of ${CREDIT_PACK_NAMES.join(', ')}` }).openapi('CreditPack');

export const CheckoutBody = z.object({
  plan: PaidPlanSchema.openapi({ description: 'The plan to subscribe to' }),
});

export const TopupBody = z.object({
  pack: CreditPackSchema.openapi({ description: 'The credit pack to buy once' }),
});

export const RedirectSchema = z.object({ url: z.string().openapi({ description: 'Where to send the user (a Stripe-hosted page)' }) }).openapi('PaymentRedirect');

export const WebhookReceiptSchema = webhookReceipt('StripeWebhookReceipt', 'False when the event changed nothing (applied before, older, unknown price or customer, unused type)');

export const PaymentOptionsSchema = z
  .object({
    configured: z.boolean().openapi({ description: 'False when this server takes no payments (every other payment route answers 503)' }),
    packs: z.array(
      z.object({
        pack: CreditPackSchema,
        credits: z.number().int().openapi({ description: 'Credits the pack grants once paid' }),
        available: z.boolean().openapi({ description: 'Whether the operator set a Stripe price for it' }),
      }),
    ),
    plans: z.array(
      z.object({
        plan: PaidPlanSchema,
        monthly_credits: z.number().int().openapi({ description: 'Credits granted with each paid monthly invoice' }),
        available: z.boolean().openapi({ description: 'Whether the operator set a Stripe price for it' }),
      }),
    ),
  })
  .openapi('PaymentOptions');
