import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { modelOutputPng } from './images';
import { type InputProblem, type InputSchema, inputProblems } from './input-schema';
import { type FakeReply, type FakeServer, type RecordedRequest, startFakeServer } from './server';
import { type WebhookAttempt, webhookSender } from './webhook-sender';

/**
 * Replicate's HTTP API as its OpenAPI description ("Replicate HTTP API" 1.0.0-a1) and recorded answers
 * (replicate-python's test cassettes) show it, holding clients to it:
 * - `POST /v1/models/{owner}/{name}/predictions` and `POST /v1/predictions` (with `version`): a Bearer token (else 401
 *   `{"title":"Unauthenticated","detail":"You did not pass a valid authentication token","status":401}`), only the
 *   documented top-level fields (422 with `invalid_fields`, as Replicate's changelog of 2024-05-01 shows), the model's
 *   inputs as its schema page lists them (422 "Input validation failed"; stricter than may be: unknown inputs are
 *   refused), a webhook that is a URL (Replicate asks for HTTPS; loopback http is taken here, for tests), then 201 with
 *   the prediction (`status: "starting"`, `urls.get`, `urls.cancel`);
 * - `GET /v1/predictions/{id}`, `POST /v1/predictions/{id}/cancel`, `GET /v1/webhooks/default/secret`;
 * - a prediction succeeds after `durationMs` with an output file URL that needs the token (as `predictions.get` says),
 *   fails with the model's words, or is refused (E005, "flagged as sensitive"); outputs can be made to expire
 *   (`data_removed: true`, the file 404);
 * - the completed webhook, signed per Standard Webhooks with the account's `whsec_` secret (the standardwebhooks
 *   package's HMAC-SHA256), sent again after a 5xx;
 * - a 429 with `retry_after` (the body nodetool-ai/nodetool#5196 recorded) when told to throttle.
 * Errors are `application/problem+json`. Wording not recorded anywhere this was built from (404's) is the fake's own.
 */
export interface FakeReplicateOptions {
  apiToken: string;
  /** How long a prediction runs before it ends (changeable while running: `fake.durationMs`). */
  durationMs?: number;
  /** Prompts whose prediction is refused by the model's safety filter. */
  refuse?: RegExp;
  /** Prompts whose prediction fails in the model. */
  fail?: RegExp;
}

export interface FakePrediction {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output: string | null;
  error: string | null;
  dataRemoved: boolean;
  webhook?: string;
  filter?: string[];
  createdAt: number;
  /** When it reached its end (the moment a webhook path and a poll path are timed from). */
  completedAt?: number;
}

export interface FakeReplicate extends FakeServer {
  baseUrl: string;
  secret: string;
  durationMs: number;
  /** Outputs of predictions that end from now on are removed at once (as Replicate does after an hour). */
  expireOutputs: boolean;
  predictions: Map<string, FakePrediction>;
  webhooks: WebhookAttempt[];
  /** The next `count` prediction creations answer 429, asking to wait `seconds`. */
  throttleNext(count: number, seconds: number): void;
  /** Ends a running prediction now (as succeeded, or with its refusal or failure). */
  finish(id: string): void;
}

const PROBLEM_JSON = 'application/problem+json';
const KONTEXT_RATIOS = ['match_input_image', '1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2'];

/** The models served, each with the inputs its schema page lists (see src/models/providers/replicate-models.ts for the pages). */
const MODELS: Record<string, { version: string; schema: InputSchema; maxSafetyWithImage?: number }> = {
  'black-forest-labs/flux-kontext-pro': {
    version: '0a1381936934845a14efcc9f309ce7d031cb905867878b5c5830280e00e97606',
    schema: {
      prompt: { type: 'string', required: true },
      input_image: { type: 'image' },
      aspect_ratio: { type: 'enum', values: KONTEXT_RATIOS },
      prompt_upsampling: { type: 'boolean' },
      seed: { type: 'integer' },
      output_format: { type: 'enum', values: ['jpg', 'png'] },
      safety_tolerance: { type: 'integer', min: 0, max: 6 },
    },
    maxSafetyWithImage: 2,
  },
  'black-forest-labs/flux-kontext-max': {
    version: 'b94039e52f5065899a5f50cc69186801e28d63c74b0a3dafc22ea93bbdf4c36c',
    schema: { prompt: { type: 'string', required: true }, input_image: { type: 'image' }, aspect_ratio: { type: 'enum', values: KONTEXT_RATIOS }, seed: { type: 'integer' } },
  },
  'zsxkib/flux-pulid': {
    version: '32235af21106089aad447a5afda017a7766f46ee09350243774091f115336d7f',
    schema: {
      main_face_image: { type: 'image', required: true },
      prompt: { type: 'string' },
      negative_prompt: { type: 'string' },
      width: { type: 'integer', min: 256, max: 1536 },
      height: { type: 'integer', min: 256, max: 1536 },
      num_steps: { type: 'integer', min: 1, max: 20 },
      seed: { type: 'integer' },
      output_format: { type: 'enum', values: ['png', 'jpg', 'webp'] },
    },
  },
  'qwen/qwen-image-edit-plus': {
    version: '7677b9cc9967f7725fcf5e814a5a3446bf1d4b6ab0f9c15534dbbc54c7a088f2',
    schema: {
      prompt: { type: 'string', required: true },
      image: { type: 'images', required: true },
      go_fast: { type: 'boolean' },
      seed: { type: 'integer' },
      output_format: { type: 'enum', values: ['webp', 'jpg', 'png'] },
      output_quality: { type: 'integer', min: 0, max: 100 },
      disable_safety_checker: { type: 'boolean' },
    },
  },
  'ideogram-ai/ideogram-character': {
    version: 'b4f67adbc529aacc43c4a073c48af06acb99bf205f4921378e865375afc5302b',
    schema: {
      prompt: { type: 'string', required: true },
      character_reference_image: { type: 'image', required: true },
      aspect_ratio: { type: 'enum', values: ['1:3', '3:1', '1:2', '2:1', '9:16', '16:9', '10:16', '16:10', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '1:1'] },
      seed: { type: 'integer', min: 0, max: 2147483647 },
    },
  },
};

const TOP_LEVEL = { model: ['input', 'stream', 'webhook', 'webhook_events_filter'], version: ['version', 'input', 'stream', 'webhook', 'webhook_events_filter'] };
const EVENTS = ['start', 'output', 'logs', 'completed'];
const REFUSED = 'The input or output was flagged as sensitive. Please try again with different inputs. (E005)';

export async function startFakeReplicate(options: FakeReplicateOptions): Promise<FakeReplicate> {
  const predictions = new Map<string, FakePrediction>();
  const webhooks: WebhookAttempt[] = [];
  const sender = webhookSender(webhooks);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const signer = new Webhook(secret);
  let throttle = { count: 0, seconds: 0 };
  const timers = new Set<NodeJS.Timeout>();

  const problem = (status: number, detail: string, extra: Record<string, unknown> = {}): FakeReply => ({
    status,
    body: JSON.stringify({ ...extra, detail, status }),
    contentType: PROBLEM_JSON,
  });

  const view = (prediction: FakePrediction) => ({
    id: prediction.id,
    model: prediction.model,
    version: prediction.version,
    input: prediction.input,
    logs: '',
    output: prediction.dataRemoved ? null : prediction.output,
    data_removed: prediction.dataRemoved,
    error: prediction.error,
    status: prediction.status,
    source: 'api',
    created_at: new Date(prediction.createdAt).toISOString(),
    completed_at: prediction.completedAt ? new Date(prediction.completedAt).toISOString() : null,
    metrics: prediction.completedAt ? { predict_time: (prediction.completedAt - prediction.createdAt) / 1000 } : {},
    urls: { get: `${fake.url}/v1/predictions/${prediction.id}`, cancel: `${fake.url}/v1/predictions/${prediction.id}/cancel` },
  });

  function end(prediction: FakePrediction, status: FakePrediction['status'], patch: Partial<FakePrediction> = {}): void {
    if (['succeeded', 'failed', 'canceled'].includes(prediction.status)) return;
    Object.assign(prediction, { status, completedAt: Date.now(), ...patch });
    if (fake.expireOutputs) prediction.dataRemoved = true;
    if (prediction.webhook && (!prediction.filter || prediction.filter.includes('completed'))) {
      const body = JSON.stringify(view(prediction));
      const messageId = `msg_${randomBytes(12).toString('hex')}`;
      sender.send(prediction.id, prediction.webhook, body, (payload) => {
        const now = new Date();
        return { 'webhook-id': messageId, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': signer.sign(messageId, now, payload) };
      });
    }
  }

  function finish(prediction: FakePrediction): void {
    const prompt = typeof prediction.input.prompt === 'string' ? prediction.input.prompt : '';
    if (options.refuse?.test(prompt)) return end(prediction, 'failed', { error: REFUSED });
    if (options.fail?.test(prompt)) return end(prediction, 'failed', { error: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
    end(prediction, 'succeeded', { output: `${fake.url}/v1/files/output/${prediction.id}.png` });
  }

  function create(request: RecordedRequest, model: string | undefined): FakeReply {
    let body: Record<string, unknown>;
    try {
      body = request.json();
    } catch {
      return problem(400, 'Request body is not valid JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return problem(400, 'Request body must be a JSON object');
    const topLevel = model ? TOP_LEVEL.model : TOP_LEVEL.version;
    const invalid: InputProblem[] = [
      ...topLevel.filter((name) => (name === 'input' || name === 'version') && body[name] === undefined).map((name) => ({ field: '', kind: 'required' as const, description: `${name} is required` })),
      ...Object.keys(body).filter((name) => !topLevel.includes(name)).map((name) => ({ field: '', kind: 'additional_property_not_allowed' as const, description: `Additional property ${name} is not allowed` })),
    ];
    if (invalid.length) return validationFailed(invalid);
    const name = model ?? Object.entries(MODELS).find(([, entry]) => entry.version === body.version)?.[0];
    if (!name || !MODELS[name]) return problem(404, `The requested ${model ? 'model' : 'version'} does not exist, or you do not have access to it`);
    if (body.webhook !== undefined && (typeof body.webhook !== 'string' || !URL.canParse(body.webhook) || !/^(https:|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(body.webhook))) {
      return validationFailed([{ field: 'webhook', kind: 'invalid_type', description: 'webhook must be an HTTPS URL' }]);
    }
    const filter = body.webhook_events_filter;
    if (filter !== undefined && (!Array.isArray(filter) || filter.some((event) => !EVENTS.includes(event as string)))) {
      return validationFailed([{ field: 'webhook_events_filter', kind: 'enum', description: `webhook_events_filter items must be one of the following: ${EVENTS.join(', ')}` }]);
    }
    const entry = MODELS[name];
    const problems = inputProblems(body.input, entry.schema, 'input');
    const input = body.input as Record<string, unknown>;
    if (entry.maxSafetyWithImage !== undefined && input?.input_image !== undefined && typeof input.safety_tolerance === 'number' && input.safety_tolerance > entry.maxSafetyWithImage) {
      problems.push({ field: 'input.safety_tolerance', kind: 'range', description: `safety_tolerance: ${entry.maxSafetyWithImage} is currently the maximum allowed when input images are used` });
    }
    if (problems.length) return validationFailed(problems);
    if (throttle.count > 0) {
      throttle.count -= 1;
      const seconds = throttle.seconds;
      return problem(429, `Request was throttled. Your rate limit for creating predictions is reduced to 6 requests per minute with a burst of 1 requests while you have less than $5.0 in credit. Your rate limit resets in ~${seconds}s.`, { retry_after: seconds });
    }
    const prediction: FakePrediction = {
      id: randomBytes(16).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x').slice(0, 26),
      model: name,
      version: entry.version,
      input,
      status: 'starting',
      output: null,
      error: null,
      dataRemoved: false,
      webhook: body.webhook,
      filter: filter as string[] | undefined,
      createdAt: Date.now(),
    };
    predictions.set(prediction.id, prediction);
    // Drawn now, so that serving it costs no time.
    void modelOutputPng(input);
    const timer = setTimeout(() => {
      timers.delete(timer);
      finish(prediction);
    }, fake.durationMs);
    timers.add(timer);
    return { status: 201, json: view(prediction) };
  }

  const server = await startFakeServer(async (request) => {
    if (request.headers.authorization !== `Bearer ${options.apiToken}`) return problem(401, 'You did not pass a valid authentication token', { title: 'Unauthenticated' });
    const modelRoute = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(request.path);
    if (modelRoute && request.method === 'POST') return create(request, modelRoute[1]);
    if (request.path === '/v1/predictions' && request.method === 'POST') return create(request, undefined);
    if (request.path === '/v1/webhooks/default/secret' && request.method === 'GET') return { json: { key: secret } };
    const predictionRoute = /^\/v1\/predictions\/([a-z0-9]+)(\/cancel)?$/.exec(request.path);
    const prediction = predictionRoute ? predictions.get(predictionRoute[1]) : undefined;
    if (predictionRoute && !prediction) return problem(404, 'Not found.');
    if (prediction && predictionRoute?.[2] && request.method === 'POST') {
      end(prediction, 'canceled');
      return { json: view(prediction) };
    }
    if (prediction && request.method === 'GET') return { json: view(prediction) };
    const file = /^\/v1\/files\/output\/([a-z0-9]+)\.png$/.exec(request.path);
    if (file && request.method === 'GET') {
      const owner = predictions.get(file[1]);
      if (!owner || owner.dataRemoved || owner.status !== 'succeeded') return problem(404, 'Not found.');
      return { body: await modelOutputPng(owner.input), contentType: 'image/png' };
    }
    return problem(404, 'Not found.');
  });

  const fake: FakeReplicate = {
    ...server,
    baseUrl: `${server.url}/v1`,
    secret,
    durationMs: options.durationMs ?? 50,
    expireOutputs: false,
    predictions,
    webhooks,
    throttleNext: (count, seconds) => {
      throttle = { count, seconds };
    },
    finish: (id) => {
      const prediction = predictions.get(id);
      if (prediction) finish(prediction);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await sender.settled();
      await server.close();
    },
  };
  return fake;
}

/** Replicate's 422: a problem listing `invalid_fields` ({type, field, description}), the detail repeating them as lines. */
function validationFailed(problems: InputProblem[]): FakeReply {
  return {
    status: 422,
    contentType: PROBLEM_JSON,
    body: JSON.stringify({
      title: 'Input validation failed',
      detail: problems.map((problem) => `- ${problem.field || '(root)'}: ${problem.description}`).join('\n'),
      status: 422,
      invalid_fields: problems.map((problem) => ({ type: problem.kind, field: problem.field, description: problem.description })),
    }),
  };
}
