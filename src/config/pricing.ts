/**
 * Costs, limits and defaults of the public API: the one place these numbers live.
 * Pure constants (no environment). Workflow code never reads them: what a run charges reaches it as input.
 */
import { DEFAULT_REFERENCE_LABELS } from '../vocabulary';

export const COSTS = {
  generate: 1,
  generateMulti: 2,
  storybookPage: 1,
  varyVariant: 1,
  comicPanel: 1,
  /** An edit of a scene or a comic panel (decisions.md, Edits and poses). */
  edit: 1,
} as const;

export const LIMITS = {
  maxRetries: { min: 1, max: 5, default: 3 },
  minScore: { generate: 0.95, multi: 0.9, storybookChecked: 0.9 },
  brandAssetIds: 4,
  multiCharacters: { min: 2, max: 4 },
  storybookPages: 20,
  storybookCheckedAttempts: 3,
  varyCount: { min: 1, max: 4, default: 4 },
  comicTitle: 200,
  comicStoryPrompt: 2000,
  comicCharacters: { min: 1, max: 3 },
  comicPageCount: { min: 3, max: 8, default: 5 },
  panelPageNumber: { min: 1, max: 12 },
  panelAction: 1000,
  /** An edit's instruction, and its attempts (the built-in illustrator's edits are the same every attempt). */
  editInstruction: 1000,
  editRetries: { default: 1 },
  panelCaptionWords: 10,
  /** Render + score attempts per comic panel, and the score that stops early. */
  comicPanelPolicy: { attempts: 2, minScore: 0.85 },
  comicSetting: 500,
  comicOutfit: 300,
  /** A panel's text alternative written by a client. */
  panelAltText: 2000,
  libraryLimit: { default: 100, max: 200 },
  librarySearchLength: 200,
  brandKit: { name: 200, brandVoice: 2000, paletteColors: 32, assetLabel: 100 },
  referenceLabels: { min: 1, max: 12, maxLength: 40 },
  characterText: { name: 200, description: 4000, styleNotes: 1000 },
  uploadBytes: 10 * 1024 * 1024,
  uploadPixels: 40_000_000,
  jsonBodyBytes: 1024 * 1024,
  /**
   * A prediction provider's webhook: Replicate's repeats the prediction's input, our references as data URIs among it
   * (each sent as a JPEG of at most 1024 pixels, a few hundred KB), so it can be larger than any request of ours.
   */
  predictionWebhookBytes: 16 * 1024 * 1024,
  idempotencyKeyTtlHours: 24,
  password: { minLength: 10, maxLength: 200 },
  /** Failed sign-ins allowed per email and per client address within the window, then 429 with Retry-After. */
  signInFailures: { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 },
  creditHistoryLimit: { default: 50, max: 200 },
  storybookListLimit: { default: 20, max: 100 },
  /** Characters in one page of GET /api/characters (decisions.md: the body stays the spec's array, paged by Link). */
  characterListLimit: { default: 100, max: 200 },
  /** Pose estimates (POST /api/poses/estimate, and photo poses on generations) one account may ask for in an hour (POSE_ESTIMATES_PER_HOUR overrides it). */
  poseEstimatesPerHour: 60,
  poseEstimateWindowMs: 3_600_000,
  /** Longest title a list or a ledger description shows for a storybook (its first page) or a scene (its prompt). */
  shownTitleLength: 80,
} as const;

/** Active API keys a user may hold, by plan; any plan not listed gets OTHER_PLANS_API_KEY_CAP. */
const API_KEY_CAPS = new Map<string, number>([
  ['free', 3],
  ['creator', 25],
]);
const OTHER_PLANS_API_KEY_CAP = 5;

export function apiKeyCapForPlan(plan: string): number {
  return API_KEY_CAPS.get(plan) ?? OTHER_PLANS_API_KEY_CAP;
}

export const DEFAULTS = {
  plan: 'free',
  apiKeyName: 'Default',
  referenceLabels: DEFAULT_REFERENCE_LABELS,
  comicStyle: 'classic_american',
  panelShot: 'wide',
  imageSize: 1024,
  /** Credits a console sign-up gets once its email address is verified, once per address ever (SIGNUP_CREDITS overrides). */
  signupCredits: 10,
} as const;

/** The account area (docs/reference/account-area.md): links sent by email, limits on requests that send mail, exports, the gallery. */
export const ACCOUNTS = {
  /** How long a link sent by email works; each works once. */
  linkLifetimeMs: { verifyEmail: 24 * 3_600_000, changeEmail: 24 * 3_600_000, resetPassword: 30 * 60_000 },
  /** Sign-ups one client address may make in an hour (SIGNUP_LIMIT_PER_HOUR overrides it). */
  signUpsPerAddressPerHour: 10,
  /** Password-reset emails asked for per address and per client address, per hour. */
  passwordResets: { perEmail: 3, perAddress: 10 },
  /** Verification and email-change links one account may ask for in an hour. */
  linksPerAccountPerHour: 5,
  /** The window of the limits above. */
  limitWindowMs: 3_600_000,
  /** New exports one account may ask for in an hour (each reads every file the account has). */
  exportsPerHour: 3,
  /** How long an export's zip stays (ACCOUNT_EXPORT_TTL overrides it). */
  exportTtl: '7d',
  /** The scenes one page of the gallery lists. */
  scenesLimit: { default: 24, max: 100 },
} as const;

export const SESSION_FORMAT = {
  cookieName: 'likeness_session',
  csrfHeader: 'X-CSRF-Token',
  /** Sliding: each use moves the expiry this far ahead (written at most every extendAfterMs). */
  lifetimeMs: 30 * 24 * 60 * 60_000,
  extendAfterMs: 60 * 60_000,
} as const;

/** How a paid request is made idempotent (as Stripe's API does it): the key a client sends, and the header of a replayed answer. */
export const IDEMPOTENCY_FORMAT = {
  keyHeader: 'Idempotency-Key',
  keyPattern: /^[\x21-\x7e]{1,255}$/,
  /** keyPattern in words, for the 400 that refuses a key and for the API description. */
  keyRule: '1-255 visible ASCII characters',
  replayedHeader: 'Idempotent-Replayed',
} as const;

export const API_KEY_FORMAT = {
  livePrefix: 'lk_live_',
  randomLength: 40,
  displayPrefixLength: 12,
  /** last_used_at is written at most this often per key. */
  lastUsedResolutionMs: 60_000,
} as const;

/** Paid plans and the credits each monthly invoice grants; `free` has no subscription. Stripe price ids: env.ts. */
export const PLANS = {
  creator: { monthlyCredits: 200 },
  studio: { monthlyCredits: 1000 },
} as const;
export type PaidPlan = keyof typeof PLANS;
export const PAID_PLANS = Object.keys(PLANS) as PaidPlan[];

/** One-time credit packs (Stripe checkout in payment mode). */
export const CREDIT_PACKS = {
  small: { credits: 100 },
  medium: { credits: 500 },
  large: { credits: 2000 },
} as const;
export type CreditPack = keyof typeof CREDIT_PACKS;
export const CREDIT_PACK_NAMES = Object.keys(CREDIT_PACKS) as CreditPack[];

export const MARKETPLACE = {
  /** The platform's share of each sale, in percent of the price, rounded down. */
  feePercent: 20,
  price: { min: 1, max: 10_000 },
  /** Active listings one seller may hold. */
  maxActiveListings: 100,
  listingsLimit: { default: 50, max: 200 },
  /** Listings in each list of the overview. */
  overviewSize: 10,
  titleLength: 200,
  descriptionLength: 2000,
  searchLength: 200,
} as const;

/** Webhook endpoints and their deliveries (docs/reference/webhooks.md). */
export const WEBHOOKS = {
  /** Endpoints one user may hold. */
  maxEndpoints: 10,
  urlLength: 2000,
  descriptionLength: 500,
  /** One attempt waits this long for the receiver (resolving, connecting, sending and its answer), then fails. */
  attemptTimeoutMs: 10_000,
  /** The start of the receiver's answer kept with each attempt. */
  responseExcerptBytes: 1024,
  /** After a secret is rotated, the old one still signs (beside the new one) for this long unless the request says. */
  secretOverlapHours: { default: 24, max: 7 * 24 },
  /** The credits.low threshold a user may set. */
  lowCreditsThreshold: { min: 1, max: 1_000_000 },
  deliveriesLimit: { default: 20, max: 100 },
  /**
   * Waits between the attempts of one delivery, after Standard Webhooks' recommended schedule (at once, then 5 s, 5 min,
   * 30 min, 2 h, 5 h, 10 h); the last wait repeats. WEBHOOK_RETRY_DELAYS overrides the list.
   */
  retryDelays: '5s,5m,30m,2h,5h,10h',
  /**
   * How long a delivery keeps trying: its last attempt comes this long after its first; an endpoint whose every attempt
   * failed for this long is disabled. WEBHOOK_RETRY_WINDOW overrides it.
   */
  retryWindow: '3d',
} as const;

/** Server-Sent Events of a running comic or storybook: how often the stream looks at the records, and its keep-alive comments. */
export const LIVE_PROGRESS = {
  checkIntervalMs: 250,
  heartbeatMs: 15_000,
  /** What a client's EventSource waits before it reconnects (the stream's `retry:` field). */
  reconnectMs: 1_000,
} as const;

/** What the platform keeps of a sale at `price`: feePercent of it, rounded down, never negative. */
export function marketplaceFee(price: number): number {
  return Math.max(0, Math.floor((price * MARKETPLACE.feePercent) / 100));
}
