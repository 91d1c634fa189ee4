import path from 'node:path';
import type { HousekeepingJob, HousekeepingPolicy } from '../temporal/contracts/housekeeping';
import type { WebhookDeliveryPolicy } from '../temporal/contracts/webhooks';
import { HOUSEKEEPING } from './housekeeping';
import { ACCOUNTS, CREDIT_PACK_NAMES, DEFAULTS, LIMITS, LIVE_PROGRESS, PAID_PLANS, WEBHOOKS, type CreditPack, type PaidPlan } from './pricing';

/**
 * Runtime configuration from the environment. Every variable is described in ./variables.ts (the docs' configuration
 * reference is generated from it); defaults make `npm run dev` work with nothing set.
 */
export interface AppConfig {
  port: number;
  publicBaseUrl: string;
  /** Unset: the dev stack and tests run an embedded PGlite. */
  databaseUrl?: string;
  /** Where the dev stack serves its embedded PGlite when there is no DATABASE_URL. */
  embeddedDatabasePort: number;
  dataDir: string;
  temporal: {
    address: string;
    namespace: string;
    uiPort: number;
    cliPath?: string;
  };
  worker: {
    maxConcurrentActivities: number;
    /**
     * Activity task polls kept open. Each one holds an activity slot while it waits, so fewer polls than slots leave
     * slots free for eager dispatch: the server hands an activity back with the workflow task that scheduled it.
     */
    activityPolls: number;
    maxConcurrentWorkflowTasks: number;
    shutdownGraceMs: number;
    /** When a stopping worker stops waiting for cancelled activities and exits anyway: WORKER_SHUTDOWN_FORCE_AFTER_GRACE_MS after its grace. */
    shutdownForceMs: number;
    /** Port of a standalone worker's /metrics (app metrics); 0 (the default) serves none, so workers on one host never collide. */
    metricsPort: number;
    /** host:port where the Temporal SDK exports its worker metrics for Prometheus; unset disables them. */
    sdkMetricsAddress?: string;
  };
  storage: StorageConfig;
  storybookConcurrency: number;
  comicConcurrency: number;
  /** When the API answers 503 to synchronous generation requests instead of starting them (src/api/capacity.ts). */
  generationCapacity: { maxInFlight: number };
  /** Timeouts of the API's HTTP server (see httpTimeoutsFrom); shutdownGraceMs: how long a stopping API lets requests in flight finish. */
  http: { keepAliveTimeoutMs: number; headersTimeoutMs: number; requestTimeoutMs: number; shutdownGraceMs: number };
  /**
   * TRUST_PROXY: the API runs behind one reverse proxy that appends the client's address to X-Forwarded-For, so the
   * last entry of that header is the client (sign-in limits per address). Off: the socket's address, whatever the header says.
   */
  trustProxy: boolean;
  logLevel: string;
  /** Browser origins allowed to call the API (CORS_ORIGINS); `*` allows any; empty: no CORS headers. */
  corsOrigins: string[];
  /**
   * Who may sign up in the console (SIGNUP_MODE), the credits a verified account gets (SIGNUP_CREDITS), how many
   * sign-ups one client address may make an hour (SIGNUP_LIMIT_PER_HOUR) and the optional CAPTCHA (CAPTCHA_*).
   */
  signup: { mode: SignupMode; credits: number; perAddressPerHour: number; captcha?: CaptchaConfig };
  /** Pose estimates one account may ask for in an hour (POSE_ESTIMATES_PER_HOUR). */
  poseEstimatesPerHour: number;
  /** Outgoing email (SMTP_URL, MAIL_FROM). */
  mail: MailConfig;
  /** The API's /metrics: behind METRICS_TOKEN, or on a port of its own (API_METRICS_PORT); neither: not served. */
  metrics: { token?: string; port: number };
  /** How long an account export's zip can be downloaded (ACCOUNT_EXPORT_TTL). */
  accountExportTtlMs: number;
  /** Unset without STRIPE_SECRET_KEY: the payment routes answer 503. */
  stripe?: StripeConfig;
  webhooks: WebhookConfig;
  /** The Server-Sent Events of running comics and storybooks (LIVE_PROGRESS). */
  liveProgress: { checkIntervalMs: number; heartbeatMs: number; reconnectMs: number };
  /** What the housekeeping schedules keep (handed to each run) and how often each job runs. */
  housekeeping: { policy: HousekeepingPolicy; everyMs: Record<HousekeepingJob, number> };
}

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE: deliveries may reach loopback, private and link-local addresses (the dev stack and tests). */
  allowPrivate: boolean;
  policy: WebhookDeliveryPolicy;
}

/** Without smtpUrl, mail is caught: written as .eml files under outboxDir and logged, never sent (npm run dev). */
export interface MailConfig {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/** A CAPTCHA on console sign-ups, checked server-side with the provider's siteverify endpoint. */
export interface CaptchaConfig {
  provider: CaptchaProvider;
  siteKey: string;
  secret: string;
  /** The provider's siteverify URL, unless CAPTCHA_VERIFY_URL names another (a test double). */
  verifyUrl: string;
}

export type CaptchaProvider = 'turnstile' | 'hcaptcha';
const CAPTCHA_VERIFY_URLS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** open: anyone; invite: only accounts an operator created (CLI); closed: nobody signs up. */
export type SignupMode = 'open' | 'invite' | 'closed';
const SIGNUP_MODES: readonly SignupMode[] = ['open', 'invite', 'closed'];

function signupFrom(env: NodeJS.ProcessEnv): AppConfig['signup'] {
  const mode = env.SIGNUP_MODE || 'open';
  if (!SIGNUP_MODES.includes(mode as SignupMode)) throw new Error(`SIGNUP_MODE must be one of ${SIGNUP_MODES.join(', ')}, got "${mode}"`);
  return {
    mode: mode as SignupMode,
    credits: intFrom(env, 'SIGNUP_CREDITS', DEFAULTS.signupCredits),
    perAddressPerHour: intFrom(env, 'SIGNUP_LIMIT_PER_HOUR', ACCOUNTS.signUpsPerAddressPerHour),
    captcha: captchaFrom(env),
  };
}

function captchaFrom(env: NodeJS.ProcessEnv): CaptchaConfig | undefined {
  const provider = env.CAPTCHA_PROVIDER || undefined;
  if (!provider) return undefined;
  if (!(provider in CAPTCHA_VERIFY_URLS)) throw new Error(`CAPTCHA_PROVIDER must be turnstile or hcaptcha, got "${provider}"`);
  const siteKey = env.CAPTCHA_SITE_KEY;
  const secret = env.CAPTCHA_SECRET;
  if (!siteKey || !secret) throw new Error('CAPTCHA_SITE_KEY and CAPTCHA_SECRET are required with CAPTCHA_PROVIDER');
  const verifyUrl = env.CAPTCHA_VERIFY_URL || CAPTCHA_VERIFY_URLS[provider as CaptchaProvider];
  return { provider: provider as CaptchaProvider, siteKey, secret, verifyUrl };
}

function mailFrom(env: NodeJS.ProcessEnv, publicBaseUrl: string, dataDir: string): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error(`SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465, got "${smtpUrl.replace(/\/\/[^@]*@/, '//…@')}"`);
  return { smtpUrl, from: env.MAIL_FROM || `Likeness <no-reply@${new URL(publicBaseUrl).hostname}>`, outboxDir: path.join(dataDir, 'mail') };
}

function metricsFrom(env: NodeJS.ProcessEnv): AppConfig['metrics'] {
  const token = env.METRICS_TOKEN || undefined;
  if (token && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return { token, port: intFrom(env, 'API_METRICS_PORT', 0) };
}


export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Unset: api.stripe.com. Set to a stripe-mock server (http://127.0.0.1:12111) in tests. */
  apiUrl?: string;
  /** Stripe price ids of the paid plans and the credit packs (STRIPE_PRICE_<NAME>); unset ones cannot be bought. */
  prices: { plans: Partial<Record<PaidPlan, string>>; packs: Partial<Record<CreditPack, string>> };
}

/** Where stored files live: a directory under dataDir, or an S3-compatible bucket shared by API and workers. */
export type StorageConfig = { backend: 'local' } | ({ backend: 's3' } & S3Settings);

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. Set for MinIO, Ceph, R2 and other S3-compatible servers. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain (AWS_ACCESS_KEY_ID, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key: `likeness/` stores `likeness/scenes/….png`. Empty or ending in `/`. */
  prefix: string;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function booleanFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function s3CredentialsFrom(env: NodeJS.ProcessEnv): S3Settings['credentials'] {
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return { accessKeyId, secretAccessKey };
}

function storageFrom(env: NodeJS.ProcessEnv): StorageConfig {
  const backend = env.STORAGE_BACKEND || 'local';
  if (backend === 'local') return { backend };
  if (backend !== 's3') throw new Error(`STORAGE_BACKEND must be "local" or "s3", got "${backend}"`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is required when STORAGE_BACKEND=s3');
  const endpoint = env.S3_ENDPOINT || undefined;
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    backend,
    bucket,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    // S3-compatible servers (MinIO) usually have no per-bucket DNS names.
    forcePathStyle: booleanFrom(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    credentials: s3CredentialsFrom(env),
    prefix: prefix ? `${prefix}/` : '',
  };
}

function isOrigin(value: string): boolean {
  try {
    return !value.includes('*') && new URL(value).origin === value;
  } catch {
    return false;
  }
}

function corsOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const origins = (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const invalid = origins.filter((origin) => origin !== '*' && !isOrigin(origin));
  if (invalid.length) throw new Error(`CORS_ORIGINS must list origins like https://app.example.com (or *), got ${invalid.map((o) => `"${o}"`).join(', ')}`);
  return origins;
}

function priceIdsFrom<Name extends string>(env: NodeJS.ProcessEnv, names: readonly Name[], prefix: string): Partial<Record<Name, string>> {
  const entries = names.map((name) => [name, env[`${prefix}${name.toUpperCase()}`] || undefined] as const);
  return Object.fromEntries(entries.filter(([, id]) => id !== undefined)) as Partial<Record<Name, string>>;
}

function stripeFrom(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (the webhook endpoint signing secret, whsec_...)');
  const apiUrl = env.STRIPE_API_URL || undefined;
  if (apiUrl && !isOrigin(apiUrl)) throw new Error(`STRIPE_API_URL must be an origin like http://127.0.0.1:12111, got "${apiUrl}"`);
  return {
    secretKey,
    webhookSecret,
    apiUrl,
    prices: { plans: priceIdsFrom(env, PAID_PLANS, 'STRIPE_PRICE_'), packs: priceIdsFrom(env, CREDIT_PACK_NAMES, 'STRIPE_PRICE_PACK_') },
  };
}

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `1d2h`, `30m`, `5s` or `250ms` in milliseconds; undefined when it is not such a duration. */
export function parseDuration(text: string): number | undefined {
  const parts = [...text.trim().matchAll(/(\d+)(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text.trim()) return undefined;
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * DURATION_UNITS_MS[unit], 0);
}

/** A comma-separated list of durations (one or more), each above zero. */
function durationsFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): number[] {
  const raw = env[name] || fallback;
  const durations = raw.split(',').map((part) => parseDuration(part));
  if (durations.some((duration) => !duration)) throw new Error(`${name} must be durations like 5s,5m,2h (units ms, s, m, h, d), comma-separated, got "${raw}"`);
  return durations as number[];
}

/**
 * The waits of a delivery's schedule: `delays` in order, the last repeating, until the window is spent; the last wait is
 * cut so that the last attempt comes exactly `windowMs` after the first.
 */
export function retrySchedule(delays: number[], windowMs: number): number[] {
  const waits: number[] = [];
  let elapsed = 0;
  while (elapsed < windowMs) {
    const wait = Math.min(delays[Math.min(waits.length, delays.length - 1)], windowMs - elapsed);
    waits.push(wait);
    elapsed += wait;
  }
  return waits;
}

function webhooksFrom(env: NodeJS.ProcessEnv): WebhookConfig {
  const windowMs = parseDuration(env.WEBHOOK_RETRY_WINDOW || WEBHOOKS.retryWindow);
  if (!windowMs) throw new Error(`WEBHOOK_RETRY_WINDOW must be one duration like 3d or 72h, got "${env.WEBHOOK_RETRY_WINDOW}"`);
  return {
    allowPrivate: booleanFrom(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    policy: { retryDelaysMs: retrySchedule(durationsFrom(env, 'WEBHOOK_RETRY_DELAYS', WEBHOOKS.retryDelays), windowMs), disableAfterMs: windowMs },
  };
}

function durationFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const text = env[name] || fallback;
  const ms = parseDuration(text);
  if (!ms) throw new Error(`${name} must be one duration like 24h or 30d, got "${text}"`);
  return ms;
}

/** HOUSEKEEPING_EVERY_<JOB> (e.g. HOUSEKEEPING_EVERY_ORPHAN_FILES) sets how often a job runs. */
function housekeepingFrom(env: NodeJS.ProcessEnv): AppConfig['housekeeping'] {
  const everyMs = Object.fromEntries(
    Object.entries(HOUSEKEEPING.every).map(([job, every]) => [job, durationFrom(env, `HOUSEKEEPING_EVERY_${job.toUpperCase().replace(/-/g, '_')}`, every)]),
  ) as Record<HousekeepingJob, number>;
  return {
    policy: {
      batchSize: intFrom(env, 'HOUSEKEEPING_BATCH_SIZE', HOUSEKEEPING.batchSize) || HOUSEKEEPING.batchSize,
      idempotencyKeyLifetimeMs: durationFrom(env, 'IDEMPOTENCY_KEY_LIFETIME', `${LIMITS.idempotencyKeyTtlHours}h`),
      accountTokenRetentionMs: durationFrom(env, 'ACCOUNT_TOKEN_RETENTION', HOUSEKEEPING.accountTokenRetention),
      webhookRetentionMs: durationFrom(env, 'WEBHOOK_RETENTION', HOUSEKEEPING.webhookRetention),
      fileGraceMs: durationFrom(env, 'ORPHAN_FILE_GRACE', HOUSEKEEPING.fileGrace),
    },
    everyMs,
  };
}

/**
 * A stopping worker cancels the activities still running when its grace ends; this long after, it stops waiting for
 * them and exits, so it is gone well before the compose file's stop grace (45 s) kills it.
 */
const WORKER_SHUTDOWN_FORCE_AFTER_GRACE_MS = 10_000;

/** What one model call (render or score) of a synchronous run is budgeted, for the default request timeout. */
const MODEL_CALL_BUDGET_MS = 30_000;

/**
 * Keep-alive longer than load balancers' idle timeouts (60 s on AWS ALB and most others), so a proxy never reuses
 * a connection the API is closing; headers timeout above it, as Node requires. The request timeout fits the longest
 * synchronous run the configuration allows: a storybook of the most pages, in its lanes, each page with every
 * checked attempt (a render and a score of MODEL_CALL_BUDGET_MS each). The shutdown grace is shorter than the compose
 * file's stop grace for the API (20 s); a synchronous run cut by it is joined again by the client's retry with its
 * Idempotency-Key.
 */
function httpTimeoutsFrom(env: NodeJS.ProcessEnv, storybookConcurrency: number): AppConfig['http'] {
  const keepAliveTimeoutMs = intFrom(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000);
  const pagesPerLane = Math.ceil(LIMITS.storybookPages / Math.max(1, storybookConcurrency));
  const longestRunMs = pagesPerLane * LIMITS.storybookCheckedAttempts * 2 * MODEL_CALL_BUDGET_MS;
  return {
    keepAliveTimeoutMs,
    headersTimeoutMs: keepAliveTimeoutMs + 1_000,
    requestTimeoutMs: intFrom(env, 'HTTP_REQUEST_TIMEOUT_MS', longestRunMs),
    shutdownGraceMs: intFrom(env, 'API_SHUTDOWN_GRACE_MS', 15_000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFrom(env, 'PORT', 3000);
  const storybookConcurrency = intFrom(env, 'STORYBOOK_CONCURRENCY', 4);
  const workerShutdownGraceMs = intFrom(env, 'WORKER_SHUTDOWN_GRACE_MS', 30_000);
  const publicBaseUrl = (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.LIKENESS_DATA_DIR || '.data');
  const exportTtl = env.ACCOUNT_EXPORT_TTL || ACCOUNTS.exportTtl;
  const accountExportTtlMs = parseDuration(exportTtl);
  if (!accountExportTtlMs) throw new Error(`ACCOUNT_EXPORT_TTL must be one duration like 7d or 48h, got "${exportTtl}"`);
  return {
    port,
    publicBaseUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDatabasePort: intFrom(env, 'EMBEDDED_DB_PORT', 54329),
    dataDir,
    temporal: {
      address: env.TEMPORAL_ADDRESS || 'localhost:7233',
      namespace: env.TEMPORAL_NAMESPACE || 'default',
      uiPort: intFrom(env, 'TEMPORAL_UI_PORT', 8233),
      cliPath: env.TEMPORAL_CLI_PATH || undefined,
    },
    worker: {
      maxConcurrentActivities: intFrom(env, 'WORKER_MAX_CONCURRENT_ACTIVITIES', 8),
      activityPolls: Math.max(1, intFrom(env, 'WORKER_ACTIVITY_POLLS', 2)),
      maxConcurrentWorkflowTasks: intFrom(env, 'WORKER_MAX_CONCURRENT_WORKFLOW_TASKS', 40),
      shutdownGraceMs: workerShutdownGraceMs,
      shutdownForceMs: workerShutdownGraceMs + WORKER_SHUTDOWN_FORCE_AFTER_GRACE_MS,
      metricsPort: intFrom(env, 'WORKER_METRICS_PORT', 0),
      sdkMetricsAddress: env.TEMPORAL_SDK_METRICS_ADDRESS || undefined,
    },
    storage: storageFrom(env),
    storybookConcurrency,
    comicConcurrency: intFrom(env, 'COMIC_CONCURRENCY', 4),
    generationCapacity: {
      maxInFlight: intFrom(env, 'API_MAX_INFLIGHT_GENERATIONS', 32),
    },
    http: httpTimeoutsFrom(env, storybookConcurrency),
    trustProxy: booleanFrom(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: corsOriginsFrom(env),
    stripe: stripeFrom(env),
    signup: signupFrom(env),
    poseEstimatesPerHour: intFrom(env, 'POSE_ESTIMATES_PER_HOUR', LIMITS.poseEstimatesPerHour),
    mail: mailFrom(env, publicBaseUrl, dataDir),
    metrics: metricsFrom(env),
    accountExportTtlMs,
    webhooks: webhooksFrom(env),
    liveProgress: { ...LIVE_PROGRESS },
    housekeeping: housekeepingFrom(env),
  };
}
