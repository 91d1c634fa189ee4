import { z } from '../zod';

export const PredictionWebhookReceiptSchema = z
  .object({
    received: z.literal(true),
    applied: z.boolean().openapi({ description: 'False when it changed nothing: delivered before, about a prediction still running, or one already settled' }),
    detail: z.string(),
  })
  .openapi('PredictionWebhookReceipt');
