/**
 * Names shared by operations, the worker and workflow code: task queues, workflow types and ids, search
 * attributes and failure types. Pure module: safe to import from workflows.
 */
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const TASK_QUEUES = {
  generation: 'likeness-generation',
} as const;

export const SEARCH_ATTRIBUTES = {
  userId: defineSearchAttributeKey('LikenessUserId', SearchAttributeType.KEYWORD),
  kind: defineSearchAttributeKey('LikenessKind', SearchAttributeType.KEYWORD),
  characterId: defineSearchAttributeKey('LikenessCharacterId', SearchAttributeType.KEYWORD),
  status: defineSearchAttributeKey('LikenessStatus', SearchAttributeType.KEYWORD),
} as const;

export const ALL_SEARCH_ATTRIBUTES = Object.values(SEARCH_ATTRIBUTES);

/** Failure types that workflows and activities end with; the API maps them to HTTP statuses. */
export const FAILURE_TYPES = {
  insufficientCredits: 'InsufficientCredits',
  /** The model refused the request (bad input, content policy): retrying cannot help. */
  modelRejected: 'ModelRejected',
  /**
   * The provider refused the request under its content policy: not retried, refunded, and a 422 for the caller
   * (decisions.md: a refusal is about the request, not the server).
   */
  contentRefused: 'ContentRefused',
  /** The model was unreachable or overloaded: Temporal retries with backoff. */
  modelUnavailable: 'ModelUnavailable',
  /** The model answered without an image this time: not retried as is, but the next attempt (another seed) may draw. */
  modelDeclined: 'ModelDeclined',
  /** No attempt produced an image; the credits were refunded. */
  modelFailed: 'ModelFailed',
  invalidRequest: 'InvalidRequest',
  notFound: 'NotFound',
  conflict: 'Conflict',
  /** A bug in workflow code ended the run; its undelivered credits were refunded. */
  internal: 'InternalError',
  /** The SMTP server refused an email for good (5xx): sending it again cannot help. */
  mailRefused: 'MailRefused',
  /** A deletion could not cancel the account's Stripe subscriptions (Stripe refused, or no Stripe key): an operator resumes it. */
  billingNotEnded: 'BillingNotEnded',
} as const;

/**
 * The workflow functions the worker registers (src/workflows/index.ts exports each under this name); operations
 * start them by name, so the API never loads workflow code.
 */
export const WORKFLOW_TYPES = {
  generateScene: 'generateScene',
  editScene: 'editScene',
  varyScene: 'varyScene',
  generateStorybook: 'generateStorybook',
  generateComic: 'generateComic',
  generateComicPanel: 'generateComicPanel',
  analyzeCharacterSource: 'analyzeCharacterSource',
  fillDescriptor: 'fillDescriptor',
  generateReferences: 'generateReferences',
  marketplacePurchase: 'marketplacePurchase',
  dispatchWebhookEvent: 'dispatchWebhookEvent',
  deliverWebhook: 'deliverWebhook',
  sendAccountEmail: 'sendAccountEmail',
  exportAccount: 'exportAccount',
  deleteAccount: 'deleteAccount',
  housekeeping: 'housekeeping',
  /** One per prediction (Replicate, fal): completes the model call that started it, by webhook or poll. */
  awaitPrediction: 'awaitPrediction',
} as const;

/**
 * Runs that store a file in one step and record the row pointing to it in a later one: until such a run ends, a file it
 * wrote may not be recorded yet, so the orphan-files housekeeping leaves every file younger than the oldest of them.
 */
export const FILE_RECORDING_WORKFLOWS: readonly string[] = [
  WORKFLOW_TYPES.generateScene,
  WORKFLOW_TYPES.editScene,
  WORKFLOW_TYPES.varyScene,
  WORKFLOW_TYPES.generateStorybook,
  WORKFLOW_TYPES.generateComic,
  WORKFLOW_TYPES.generateComicPanel,
  WORKFLOW_TYPES.generateReferences,
  WORKFLOW_TYPES.marketplacePurchase,
];

/** Workflow ids are built from business ids so an operator can find a run from what a user reports. */
export const workflowIds = {
  generate: (imageId: string) => `generate-${imageId}`,
  vary: (sourceImageId: string, operationId: string) => `vary-${sourceImageId}-${operationId}`,
  edit: (imageId: string) => `edit-${imageId}`,
  multi: (operationId: string) => `multi-${operationId}`,
  storybook: (storybookId: string) => `storybook-${storybookId}`,
  storybookRetry: (storybookId: string, attempt: number) => `storybook-${storybookId}-retry-${attempt}`,
  references: (characterId: string, operationId: string) => `references-${characterId}-${operationId}`,
  characterAnalysis: (characterId: string) => `character-analysis-${characterId}`,
  descriptorFill: (characterId: string, operationId: string) => `descriptor-${characterId}-${operationId}`,
  comicGenerate: (comicId: string) => `comic-${comicId}`,
  comicPanel: (comicId: string, pageNumber: number, operationId: string) =>
    `comic-${comicId}-panel-${pageNumber}-${operationId}`,
  marketplacePurchase: (listingId: string, operationId: string) => `marketplace-purchase-${listingId}-${operationId}`,
  /** One per webhook event: finds the endpoints that want it and starts their deliveries. */
  webhookEvent: (eventId: string) => `webhook-event-${eventId}`,
  /** One per (event, endpoint); a redelivery on request is a run of its own, numbered. */
  webhookDelivery: (eventId: string, endpointId: string, redelivery = 0) =>
    `webhook-delivery-${eventId}-${endpointId}${redelivery ? `-redelivery-${redelivery}` : ''}`,
  /** One per email an account is sent (`nonce` tells two of a kind apart). */
  accountEmail: (userId: string, kind: string, nonce: string) => `account-email-${userId}-${kind}-${nonce}`,
  accountExport: (exportId: string) => `account-export-${exportId}`,
  /** One per account: asking again joins the run. */
  accountDeletion: (userId: string) => `account-deletion-${userId}`,
  /** One per prediction (Replicate, fal): a webhook delivered again, or a poll racing it, finds the same run. */
  prediction: (provider: string, predictionId: string) => `prediction-${provider}-${predictionId}`,
  /** A housekeeping job's runs (its schedule adds the time each started). */
  housekeeping: (job: string) => `housekeeping-${job}`,
} as const;

/** The Temporal Schedule that starts a housekeeping job (Schedules page of the Temporal UI). */
export const housekeepingScheduleId = (job: string) => `likeness-housekeeping-${job}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STORYBOOK_RUN = new RegExp(`^storybook-(${UUID})(?:-retry-\\d+)?$`);
const COMIC_RUN = new RegExp(`^comic-(${UUID})$`);

/** The stored resource a run's workflow id keeps a status on (storybooks and generated comics), if any. */
export function resourceOfRun(workflowId: string): { kind: 'storybook' | 'comic'; id: string } | undefined {
  const storybook = STORYBOOK_RUN.exec(workflowId);
  if (storybook) return { kind: 'storybook', id: storybook[1] };
  const comic = COMIC_RUN.exec(workflowId);
  return comic ? { kind: 'comic', id: comic[1] } : undefined;
}

const WORKFLOW_OPERATION_PREFIX = 'wf:';

/** Ledger operation ids: one per workflow run's charge, so a retried activity is idempotent. */
export const creditOperation = {
  fromWorkflowId: (workflowId: string) => `${WORKFLOW_OPERATION_PREFIX}${workflowId}`,
  /** The workflow a charge belongs to, or undefined for charges made outside a workflow. */
  toWorkflowId: (operationId: string) => (operationId.startsWith(WORKFLOW_OPERATION_PREFIX) ? operationId.slice(WORKFLOW_OPERATION_PREFIX.length) : undefined),
} as const;
