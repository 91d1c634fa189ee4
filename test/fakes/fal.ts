import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { modelOutputPng } from './images';
import { type InputProblem, type InputSchema, inputProblems } from './input-schema';
import { type FakeReply, type FakeServer, type RecordedRequest, startFakeServer } from './server';
import { type WebhookAttempt, webhookSender } from './webhook-sender';

/**
 * fal's queue API as its docs and fal-js describe it, holding clients to it:
 * - `POST /<model id>` (the id with its path) with `Authorization: Key <key>`, the model's inputs as its schema page
 *   lists them (FastAPI's 422 `{"detail": [{loc, msg, type}]}`; unknown inputs refused, stricter than may be), the
 *   webhook as `?fal_webhook=`; answered with `{status: "IN_QUEUE", request_id, response_url, status_url, cancel_url}`
 *   whose URLs use only the owner and app ("The status, result, and cancel URLs use only the owner and the app");
 * - `GET .../requests/{id}/status`: 202 while IN_QUEUE or IN_PROGRESS, 200 once COMPLETED ("The API returns 202 while
 *   the request is in the queue or in progress, and 200 when it is complete");
 * - `GET .../requests/{id}`: the result, or the model's error answer (422 `content_policy_violation` for a refusal, as
 *   fal's error reference shows it; 500 for a model that crashed: not documented, the fake's choice);
 * - `PUT .../requests/{id}/cancel`: 202 `CANCELLATION_REQUESTED`, or 400 `ALREADY_COMPLETED`;
 * - the webhook `{request_id, gateway_request_id, status: "OK" | "ERROR", payload, error}`, signed as fal's guide says
 *   (Ed25519 over `request_id \n user_id \n timestamp \n sha256_hex(body)`, X-Fal-Webhook-* headers, a real key pair
 *   whose public half the fake publishes as a JWKS at `/.well-known/jwks.json`), sent again after a 5xx.
 * fal's wording of a 401 is not documented; the fake's is its own.
 */
export interface FakeFalOptions {
  apiKey: string;
  durationMs?: number;
  refuse?: RegExp;
  fail?: RegExp;
}

export interface FakeFalRequest {
  id: string;
  model: string;
  input: Record<string, unknown>;
  status: 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';
  outcome?: { ok: true; payload: unknown } | { ok: false; status: number; payload: unknown; error: string };
  cancelled: boolean;
  expired: boolean;
  webhook?: string;
  createdAt: number;
  completedAt?: number;
}

export interface FakeFal extends FakeServer {
  queueUrl: string;
  jwksUrl: string;
  /** The user id the webhooks are signed for. */
  userId: string;
  /** Signs a webhook body as fal does, for tests that forge, replay or alter one. */
  signWebhook(requestId: string, body: string, timestampSeconds: number): Record<string, string>;
  durationMs: number;
  expireOutputs: boolean;
  queue: Map<string, FakeFalRequest>;
  webhooks: WebhookAttempt[];
  finish(id: string): void;
}

const KONTEXT_RATIOS = ['21:9', '16:9', '4:3', '3:2', '1:1', '2:3', '3:4', '9:16', '9:21'];
const KONTEXT: InputSchema = {
  prompt: { type: 'string', required: true },
  image_url: { type: 'image', required: true },
  seed: { type: 'integer' },
  guidance_scale: { type: 'number', min: 1, max: 20 },
  sync_mode: { type: 'boolean' },
  num_images: { type: 'integer', min: 1, max: 4 },
  output_format: { type: 'enum', values: ['jpeg', 'png'] },
  safety_tolerance: { type: 'enum', values: ['1', '2', '3', '4', '5', '6'] },
  enhance_prompt: { type: 'boolean' },
  aspect_ratio: { type: 'enum', values: KONTEXT_RATIOS },
};

/** The models served, with the inputs their schema pages list (see src/models/providers/fal-models.ts for the pages). */
const MODELS: Record<string, InputSchema> = {
  'fal-ai/flux-pro/kontext': KONTEXT,
  'fal-ai/flux-pro/kontext/max': KONTEXT,
  'fal-ai/flux-pulid': {
    prompt: { type: 'string', required: true },
    reference_image_url: { type: 'image', required: true },
    image_size: { type: 'object' },
    num_inference_steps: { type: 'integer', min: 1, max: 50 },
    seed: { type: 'integer' },
    guidance_scale: { type: 'number', min: 0, max: 20 },
    negative_prompt: { type: 'string' },
    sync_mode: { type: 'boolean' },
  },
  'fal-ai/instant-character': {
    prompt: { type: 'string', required: true },
    image_url: { type: 'image', required: true },
    image_size: { type: 'object' },
    scale: { type: 'number', min: 0, max: 2 },
    negative_prompt: { type: 'string' },
    seed: { type: 'integer' },
    guidance_scale: { type: 'number' },
    num_inference_steps: { type: 'integer' },
    num_images: { type: 'integer', min: 1, max: 4 },
    sync_mode: { type: 'boolean' },
  },
  'fal-ai/qwen-image-edit-plus': {
    prompt: { type: 'string', required: true },
    image_urls: { type: 'images', required: true },
    image_size: { type: 'object' },
    num_inference_steps: { type: 'integer', min: 2, max: 100 },
    guidance_scale: { type: 'number', min: 0, max: 20 },
    num_images: { type: 'integer', min: 1, max: 4 },
    enable_safety_checker: { type: 'boolean' },
    output_format: { type: 'enum', values: ['jpeg', 'png'] },
    negative_prompt: { type: 'string' },
  },
};

const REFUSAL = 'The content could not be processed because it contained material flagged by a content checker.';

export async function startFakeFal(options: FakeFalOptions): Promise<FakeFal> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  const userId = `user_${randomUUID().slice(0, 8)}`;
  const queue = new Map<string, FakeFalRequest>();
  const webhooks: WebhookAttempt[] = [];
  const sender = webhookSender(webhooks);
  const timers = new Map<string, NodeJS.Timeout>();

  const signWebhook = (requestId: string, body: string, timestamp: number): Record<string, string> => {
    const digest = createHash('sha256').update(body).digest('hex');
    const signature = sign(null, Buffer.from(`${requestId}\n${userId}\n${timestamp}\n${digest}`), privateKey).toString('hex');
    return {
      'x-fal-webhook-request-id': requestId,
      'x-fal-webhook-user-id': userId,
      'x-fal-webhook-timestamp': String(timestamp),
      'x-fal-webhook-signature': signature,
    };
  };

  const urlsOf = (entry: FakeFalRequest) => {
    const [owner, app] = entry.model.split('/');
    const base = `${fake.url}/${owner}/${app}/requests/${entry.id}`;
    return { response_url: base, status_url: `${base}/status`, cancel_url: `${base}/cancel` };
  };

  function finish(entry: FakeFalRequest): void {
    if (entry.status === 'COMPLETED') return;
    const prompt = typeof entry.input.prompt === 'string' ? entry.input.prompt : '';
    if (options.refuse?.test(prompt)) {
      entry.outcome = { ok: false, status: 422, error: 'Invalid status code: 422', payload: { detail: [{ loc: ['body', 'prompt'], msg: REFUSAL, type: 'content_policy_violation', url: 'https://docs.fal.ai/errors#content_policy_violation', input: prompt }] } };
    } else if (options.fail?.test(prompt)) {
      entry.outcome = { ok: false, status: 500, error: 'Invalid status code: 500', payload: { detail: 'CUDA out of memory. Tried to allocate 2.00 GiB' } };
    } else {
      entry.outcome = { ok: true, payload: { images: [{ url: `${fake.url}/files/${entry.id}.png`, content_type: 'image/png', file_name: `${entry.id}.png` }], seed: entry.input.seed ?? 42, has_nsfw_concepts: [false], prompt } };
    }
    entry.status = 'COMPLETED';
    entry.completedAt = Date.now();
    if (fake.expireOutputs) entry.expired = true;
    if (entry.webhook) {
      const outcome = entry.outcome;
      const body = JSON.stringify({
        request_id: entry.id,
        gateway_request_id: entry.id,
        status: outcome.ok ? 'OK' : 'ERROR',
        payload: outcome.payload,
        ...(outcome.ok ? {} : { error: outcome.error }),
      });
      sender.send(entry.id, entry.webhook, body, (payload) => signWebhook(entry.id, payload, Math.floor(Date.now() / 1000)));
    }
  }

  function submit(request: RecordedRequest, model: string): FakeReply {
    let input: unknown;
    try {
      input = request.json();
    } catch {
      return { status: 422, json: { detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] } };
    }
    const problems = inputProblems(input, MODELS[model], 'body');
    const webhook = request.query.get('fal_webhook') ?? undefined;
    if (webhook !== undefined && !URL.canParse(webhook)) problems.push({ field: 'query.fal_webhook', kind: 'invalid_type', description: 'fal_webhook must be a URL' });
    if (problems.length) return { status: 422, json: { detail: problems.map(asFastApi) } };
    const entry: FakeFalRequest = { id: randomUUID(), model, input: input as Record<string, unknown>, status: 'IN_QUEUE', cancelled: false, expired: false, webhook, createdAt: Date.now() };
    queue.set(entry.id, entry);
    void modelOutputPng(entry.input);
    timers.set(
      entry.id,
      setTimeout(() => {
        timers.delete(entry.id);
        finish(entry);
      }, fake.durationMs),
    );
    return { json: { status: 'IN_QUEUE', request_id: entry.id, ...urlsOf(entry), queue_position: 0 } };
  }

  const server = await startFakeServer(async (request) => {
    if (request.path === '/.well-known/jwks.json' && request.method === 'GET') return { json: { keys: [{ ...jwk, kid: 'fake-1', use: 'sig', alg: 'EdDSA' }] } };
    const file = /^\/files\/([0-9a-f-]+)\.png$/.exec(request.path);
    if (file && request.method === 'GET') {
      const entry = queue.get(file[1]);
      return entry?.outcome?.ok && !entry.expired ? { body: await modelOutputPng(entry.input), contentType: 'image/png' } : { status: 404, json: { detail: 'Not Found' } };
    }
    if (request.headers.authorization !== `Key ${options.apiKey}`) return { status: 401, json: { detail: 'Authentication is required: send Authorization: Key <your fal key>' } };
    const model = request.path.slice(1);
    if (request.method === 'POST' && MODELS[model]) return submit(request, model);
    const route = /^\/([^/]+)\/([^/]+)\/requests\/([0-9a-f-]+)(\/status|\/cancel)?$/.exec(request.path);
    const entry = route ? queue.get(route[3]) : undefined;
    if (!route || !entry || !entry.model.startsWith(`${route[1]}/${route[2]}`)) return { status: 404, json: { detail: 'Not Found' } };
    if (route[4] === '/status' && request.method === 'GET') {
      const done = entry.status === 'COMPLETED';
      return { status: done ? 200 : 202, json: { status: entry.status, request_id: entry.id, ...urlsOf(entry), ...(done ? { metrics: { inference_time: ((entry.completedAt ?? 0) - entry.createdAt) / 1000 } } : { queue_position: 0 }) } };
    }
    if (route[4] === '/cancel' && request.method === 'PUT') {
      if (entry.status === 'COMPLETED') return { status: 400, json: { status: 'ALREADY_COMPLETED' } };
      // What a cancelled request's status and result say afterwards is not documented: here it completes as an error.
      entry.cancelled = true;
      clearTimeout(timers.get(entry.id));
      timers.delete(entry.id);
      entry.outcome = { ok: false, status: 400, error: 'Request was cancelled', payload: { detail: 'Request was cancelled' } };
      entry.status = 'COMPLETED';
      entry.completedAt = Date.now();
      return { status: 202, json: { status: 'CANCELLATION_REQUESTED' } };
    }
    if (!route[4] && request.method === 'GET') {
      if (!entry.outcome) return { status: 400, json: { detail: 'Request is still in progress' } };
      return entry.outcome.ok ? { json: entry.outcome.payload } : { status: entry.outcome.status, json: entry.outcome.payload };
    }
    return { status: 405, json: { detail: 'Method Not Allowed' } };
  });

  const fake: FakeFal = {
    ...server,
    queueUrl: server.url,
    jwksUrl: `${server.url}/.well-known/jwks.json`,
    userId,
    signWebhook,
    durationMs: options.durationMs ?? 50,
    expireOutputs: false,
    queue,
    webhooks,
    finish: (id) => {
      const entry = queue.get(id);
      if (entry) finish(entry);
    },
    close: async () => {
      for (const timer of timers.values()) clearTimeout(timer);
      await sender.settled();
      await server.close();
    },
  };
  return fake;
}

function asFastApi(problem: InputProblem): { loc: string[]; msg: string; type: string } {
  const type = { required: 'missing', additional_property_not_allowed: 'extra_forbidden', invalid_type: 'type_error', enum: 'enum', range: 'value_error', image: 'url_parsing' }[problem.kind];
  return { loc: problem.field.split('.'), msg: problem.description, type };
}
