import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type FakeReply, type FakeServer, notFound, type RecordedRequest, startFakeServer } from './server';

/**
 * comfy.org's API as ComfyUI's partner node FluxProUltraImageNode meets it (`--comfy-api-base`; ComfyUI 0.3.64,
 * comfy_api_nodes/): the proxy to Black Forest Labs' Flux 1.1 [pro] Ultra, then BFL's own task polling and result
 * delivery, which the node reaches without comfy.org's key.
 * - POST /proxy/bfl/flux-pro-1.1-ultra/generate (nodes_bfl.py:218-265, `FluxProUltraImageNode.execute`): the key in
 *   `X-API-KEY`, as apis/client.py:267-274 sends an API key (an auth token would go as `Authorization: Bearer`, which
 *   Likeness never sends); otherwise 401 with the proxy's error shape `{error: {message, type}}` (the shape
 *   client.py:572-576 reads; for a 401 the node says "Unauthorized: Please login first to use this node.",
 *   client.py:563-564). The JSON body is held to BFLFluxProUltraGenerateRequest (apis/bfl_api.py:129-146) and BFL's
 *   aspect ratio range (21:9 to 9:21, its line 135), refused with 422 and pydantic's error list
 *   (`{detail: [{type, loc, msg, input}]}`, which client.py:577-578 quotes whole). Answers BFLFluxProGenerateResponse
 *   `{id, polling_url}` (apis/bfl_api.py:149-151).
 * - GET /v1/get_result?id=<id> (the polling URL, nodes_bfl.py:60-120): `Pending` on the first poll, then `Ready` with
 *   `result.sample`, or `Request Moderated` for a prompt that `moderatePrompts` matches (BFLStatus, apis/bfl_api.py:154-160);
 *   404 for an id it never gave.
 * - GET /results/<id>/sample.<png|jpeg>: the image, in the requested aspect ratio and output_format.
 */
export interface FakeComfyOrgOptions {
  /** The comfy.org API key it accepts. */
  apiKey: string;
  /** Prompts BFL's moderation refuses: their task ends `Request Moderated`. */
  moderatePrompts?: RegExp;
  /** The colour of every image it draws. */
  colour: { r: number; g: number; b: number };
}

export interface FakeComfyOrg extends FakeServer {
  /** Every generate request it received, in order: the key it carried and its JSON body. */
  generations(): Array<{ apiKey: string | undefined; body: Record<string, unknown> }>;
}

export const FLUX_ULTRA_GENERATE = '/proxy/bfl/flux-pro-1.1-ultra/generate';
const POLL = '/v1/get_result';
/** The long side of the images it draws. */
const SAMPLE_SIZE = 64;

interface Task {
  prompt: string;
  ratio: number;
  format: string;
  moderated: boolean;
  polls: number;
}

/** Pydantic's list of validation errors, as a FastAPI service answers it. */
type Problem = { type: string; loc: string[]; msg: string; input: unknown; ctx?: Record<string, unknown> };

const OUTPUT_FORMATS = ['png', 'jpeg'];

export async function startFakeComfyOrg(options: FakeComfyOrgOptions): Promise<FakeComfyOrg> {
  const tasks = new Map<string, Task>();

  function generate(request: RecordedRequest): FakeReply {
    if (headerOf(request, 'x-api-key') !== options.apiKey) {
      return { status: 401, json: { error: { message: 'Invalid or missing API key', type: 'unauthorized' } } };
    }
    let body: unknown;
    try {
      body = request.json();
    } catch {
      return { status: 422, json: { detail: [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error', input: {} }] } };
    }
    const problems = ultraRequestProblems(body);
    if (problems.length > 0) return { status: 422, json: { detail: problems } };
    const fields = body as { prompt: string; aspect_ratio?: string; output_format?: string };
    const id = randomUUID();
    tasks.set(id, {
      prompt: fields.prompt,
      ratio: ratioOf(fields.aspect_ratio ?? '16:9')!,
      format: fields.output_format ?? 'png',
      moderated: options.moderatePrompts?.test(fields.prompt) ?? false,
      polls: 0,
    });
    return { json: { id, polling_url: `${server.url}${POLL}?id=${id}` } };
  }

  function poll(id: string): FakeReply {
    const task = tasks.get(id);
    if (!task) return { status: 404, json: { id, status: 'Task not found' } };
    task.polls += 1;
    if (task.polls === 1) return { json: { id, status: 'Pending', result: null, progress: 0.5 } };
    if (task.moderated) return { json: { id, status: 'Request Moderated', result: null, progress: null } };
    return { json: { id, status: 'Ready', result: { sample: `${server.url}/results/${id}/sample.${task.format}`, prompt: task.prompt }, progress: null } };
  }

  async function sample(id: string, format: string): Promise<FakeReply> {
    const task = tasks.get(id);
    if (!task || task.moderated || task.polls < 2 || format !== task.format) return { status: 404, body: 'Not Found', contentType: 'text/plain' };
    const [width, height] = task.ratio >= 1 ? [SAMPLE_SIZE, Math.round(SAMPLE_SIZE / task.ratio)] : [Math.round(SAMPLE_SIZE * task.ratio), SAMPLE_SIZE];
    const image = sharp({ create: { width, height, channels: 3, background: options.colour } });
    return { body: await (format === 'png' ? image.png() : image.jpeg()).toBuffer(), contentType: `image/${format}` };
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.path === FLUX_ULTRA_GENERATE) return generate(request);
    if (request.method === 'GET' && request.path === POLL) return poll(request.query.get('id') ?? '');
    const result = /^\/results\/([^/]+)\/sample\.(png|jpeg)$/.exec(request.path);
    if (request.method === 'GET' && result) return sample(result[1], result[2]);
    return notFound(request);
  });
  return {
    ...server,
    generations: () =>
      server.requests
        .filter((request) => request.path === FLUX_ULTRA_GENERATE)
        .map((request) => ({ apiKey: headerOf(request, 'x-api-key'), body: request.json() })),
  };
}

function headerOf(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** BFLFluxProUltraGenerateRequest's rules (apis/bfl_api.py:129-146), in pydantic's words; undeclared fields are ignored. */
function ultraRequestProblems(body: unknown): Problem[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [{ type: 'model_attributes_type', loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: body }];
  }
  const fields = body as Record<string, unknown>;
  const problems: Problem[] = [];
  const check = (name: string, problem: Omit<Problem, 'loc' | 'input'> | undefined) => {
    if (problem) problems.push({ ...problem, loc: ['body', name], input: fields[name] });
  };
  if (fields.prompt === undefined) problems.push({ type: 'missing', loc: ['body', 'prompt'], msg: 'Field required', input: fields });
  else check('prompt', typed(fields.prompt, 'string'));
  for (const name of ['prompt_upsampling', 'raw']) check(name, optional(fields[name], (value) => typed(value, 'boolean')));
  check('seed', optional(fields.seed, (value) => typed(value, 'integer')));
  check('safety_tolerance', optional(fields.safety_tolerance, (value) => typed(value, 'integer') ?? within(value as number, 0, 6)));
  check('image_prompt', optional(fields.image_prompt, (value) => typed(value, 'string')));
  check('image_prompt_strength', optional(fields.image_prompt_strength, (value) => typed(value, 'number') ?? within(value as number, 0, 1)));
  check('output_format', optional(fields.output_format, (value) => (OUTPUT_FORMATS.includes(value as string) ? undefined : enumProblem())));
  check('aspect_ratio', optional(fields.aspect_ratio, (value) => typed(value, 'string') ?? aspectProblem(value as string)));
  return problems;
}

type Check = Omit<Problem, 'loc' | 'input'> | undefined;

function optional(value: unknown, check: (value: unknown) => Check): Check {
  return value === undefined || value === null ? undefined : check(value);
}

const TYPE_WORDS = {
  string: ['string_type', 'a valid string'],
  boolean: ['bool_type', 'a valid boolean'],
  integer: ['int_type', 'a valid integer'],
  number: ['float_type', 'a valid number'],
} as const;

function typed(value: unknown, kind: keyof typeof TYPE_WORDS): Check {
  const ok = kind === 'integer' ? Number.isInteger(value) : typeof value === kind;
  const [type, words] = TYPE_WORDS[kind];
  return ok ? undefined : { type, msg: `Input should be ${words}` };
}

function within(value: number, ge: number, le: number): Check {
  if (value < ge) return { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${ge}`, ctx: { ge } };
  if (value > le) return { type: 'less_than_equal', msg: `Input should be less than or equal to ${le}`, ctx: { le } };
  return undefined;
}

function enumProblem(): Check {
  return { type: 'enum', msg: "Input should be 'png' or 'jpeg'", ctx: { expected: "'png' or 'jpeg'" } };
}

/** "W:H" between 21:9 and 9:21 (apis/bfl_api.py:135). */
function aspectProblem(value: string): Check {
  const ratio = ratioOf(value);
  if (ratio !== undefined && ratio >= 9 / 21 && ratio <= 21 / 9) return undefined;
  return { type: 'value_error', msg: `Value error, aspect ratio must be between 21:9 and 9:21, got ${value}` };
}

function ratioOf(value: string): number | undefined {
  const match = /^(\d+):(\d+)$/.exec(value);
  return match && Number(match[2]) > 0 ? Number(match[1]) / Number(match[2]) : undefined;
}
