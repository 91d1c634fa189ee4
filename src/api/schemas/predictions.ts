import { webhookReceipt } from './common';

export const PredictionWebhookReceiptSchema = webhookReceipt(
  'PredictionWebhookReceipt',
  'False when it changed nothing: delivered before, about a prediction still running, or one already settled',
);
