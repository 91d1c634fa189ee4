import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { badRequest, notFound, RunEndedError, unauthorized } from '../errors';
import type { User } from '../entities/user';
import type { Caller } from '../operations/context';
import type { AppContext, AppState } from './context';
import type { ApiTag } from './openapi';
import { multipartForm } from './middleware/multipart';
import { ErrorSchema, fileFieldsOf } from './schemas/common';
import { IDEMPOTENCY_FORMAT, LIMITS, SESSION_FORMAT } from '../config/pricing';
import { z } from './zod';

type Method = 'get' | 'post' | 'patch' | 'delete';
type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

interface ResponseSpec {
  description: string;
  schema?: Schema;
  /** Content type when not JSON (images, PDFs). */
  contentType?: string;
  /** Headers the answer carries, documented with it. */
  headers?: z.ZodObject;
}

export interface RouteSpec<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  method: Method;
  /** Koa-style path, e.g. /api/characters/:id */
  path: string;
  /** Stable name of the operation: the typed client's method names and other generators use it. */
  operationId: string;
  /** One line: what it does. */
  summary: string;
  /** What a caller needs to know besides the summary: costs, limits, what happens. */
  description: string;
  tag: ApiTag;
  /** Defaults to true: the route needs a bearer API key. */
  auth?: boolean;
  body?: B;
  /** Body is multipart/form-data rather than JSON: its file fields are the body schema's `fileField`s. */
  multipart?: boolean;
  /** A multipart route that takes the same fields as JSON too (files as base64 strings): that body's schema. */
  json?: B extends Schema ? z.ZodType<z.output<B>> : never;
  query?: Q;
  /** Path parameters; a value that does not match (e.g. a non-UUID id) is a 404, like a missing resource. */
  params?: P;
  responses: Record<number, ResponseSpec>;
  /** A paid run that honours Idempotency-Key: the header is described, and every answer as perhaps a replayed one. */
  idempotent?: boolean;
  handler: (ctx: AppContext, input: RouteInput<B, Q, P>) => Promise<RouteResult>;
}

export interface RouteInput<B, Q, P> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** The authenticated caller (routes with auth: false get a placeholder that throws when used). */
  user: User;
  /** The caller as operations know it: user, request id, Idempotency-Key. */
  caller: Caller;
}

export interface RouteResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Field errors as one sentence a person can act on: `pages: Too big: expected array to have <=20 items`. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'body';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

function rejectReservedFields(body: unknown): void {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const reserved = Object.keys(body).filter((key) => key.startsWith('_'));
    if (reserved.length) throw badRequest(`Fields starting with "_" are reserved for internal use: ${reserved.join(', ')}`);
  }
}

/** Where the first text value holding a NUL character sits (`palette.1.name`), if any. */
function nulCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nulCharacterPath(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Validated input; PostgreSQL text cannot hold NUL characters, so a value carrying one is an invalid field, not a 500. */
function parseInput(schema: Schema, raw: unknown): unknown {
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(describeZodError(result.error));
  const nulAt = nulCharacterPath(result.data);
  if (nulAt) throw badRequest(`${nulAt}: must not contain NUL (\\u0000) characters`);
  return result.data;
}

function parseBody(schema: Schema, raw: unknown): unknown {
  rejectReservedFields(raw);
  return parseInput(schema, raw);
}

function parseParams(schema: Schema, raw: unknown): unknown {
  const result = schema.safeParse(raw);
  if (!result.success) throw notFound('Resource');
  return result.data;
}

function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const IdempotencyKeyHeader = z.object({
  [IDEMPOTENCY_FORMAT.keyHeader]: z
    .string()
    .regex(IDEMPOTENCY_FORMAT.keyPattern)
    .optional()
    .openapi({
      description: `Makes the paid request safe to retry: a retry with the same key and body joins the first run and answers its result (charged once); the same key with another body is a 409. ${IDEMPOTENCY_FORMAT.keyRule} (a UUID is usual), remembered ${LIMITS.idempotencyKeyTtlHours} h (IDEMPOTENCY_KEY_LIFETIME).`,
      example: '5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01',
    }),
});

const ReplayedHeader = z.object({
  [IDEMPOTENCY_FORMAT.replayedHeader]: z
    .literal('true')
    .optional()
    .openapi({ description: "Present when this answer is the earlier run's (success or the failure it ended with), joined through the request's Idempotency-Key" }),
});

const UNSAFE_METHODS = new Set<Method>(['post', 'patch', 'delete']);

/** The error answers the shared middleware gives, for operations that do not describe them themselves. */
function sharedErrorResponses(spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>): Record<number, ResponseSpec> {
  const shared: Record<number, ResponseSpec> = {};
  const auth = spec.auth ?? true;
  if (spec.body || spec.query) shared[400] = { description: 'A field is missing or invalid (the error names it)', schema: ErrorSchema };
  if (auth) shared[401] = { description: 'Missing or invalid API key, or no signed-in session', schema: ErrorSchema };
  if (auth && UNSAFE_METHODS.has(spec.method)) {
    shared[403] = { description: `Signed in with the session cookie but without the ${SESSION_FORMAT.csrfHeader} header`, schema: ErrorSchema };
  }
  if (spec.params) shared[404] = { description: 'No such resource of yours (or the id is not a UUID)', schema: ErrorSchema };
  return shared;
}

/** The body's content types: JSON, a multipart form, or a form that may come as JSON too. */
function requestContent(spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>): Record<string, { schema: Schema }> {
  if (!spec.multipart) return { 'application/json': { schema: spec.body! } };
  return { 'multipart/form-data': { schema: spec.body! }, ...(spec.json ? { 'application/json': { schema: spec.json } } : {}) };
}

/** Refused before a run is claimed or joined (the request itself, its key, its session or its credits): never an earlier run's answer. */
const mayBeReplayed = (status: number) => ![400, 401, 402, 403, 413, 415].includes(status);

function openApiRoute(spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  for (const [status, response] of Object.entries({ ...sharedErrorResponses(spec), ...spec.responses })) {
    const headers = spec.idempotent && mayBeReplayed(Number(status)) ? (response.headers?.extend(ReplayedHeader.shape) ?? ReplayedHeader) : response.headers;
    const described = { description: response.description, ...(headers ? { headers } : {}) };
    responses[status] = response.schema ? { ...described, content: { [response.contentType ?? 'application/json']: { schema: response.schema } } } : described;
  }
  const auth = spec.auth ?? true;
  return {
    method: spec.method,
    path: toOpenApiPath(spec.path),
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    security: auth ? [{ bearerAuth: [] }, { sessionCookie: [] }] : [],
    request: {
      ...(spec.body ? { body: { required: true, content: requestContent(spec) } } : {}),
      ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
      ...(spec.params ? { params: spec.params as z.ZodObject } : {}),
      ...(spec.idempotent ? { headers: IdempotencyKeyHeader } : {}),
    },
    responses,
  };
}

const anonymous = new Proxy({} as User, {
  get() {
    throw unauthorized('This route needs an API key');
  },
});

/** Registers routes on a Koa router and in the OpenAPI registry from one definition. */
export class ApiRoutes {
  constructor(
    private readonly router: Router<AppState>,
    private readonly registry: OpenAPIRegistry,
    private readonly authenticate: Middleware<AppState>,
  ) {}

  add<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined>(spec: RouteSpec<B, Q, P>): void {
    this.registry.registerPath(openApiRoute(spec));
    const middleware: Middleware<AppState>[] = [];
    if (spec.auth ?? true) middleware.push(this.authenticate);
    if (spec.multipart) middleware.push(multipartForm(spec.body ? fileFieldsOf(spec.body) : []));
    middleware.push(async (ctx) => {
      const params = spec.params ? parseParams(spec.params, ctx.params) : undefined;
      const query = spec.query ? parseInput(spec.query, ctx.query) : undefined;
      const bodySchema = spec.json && ctx.is('application/json') ? spec.json : spec.body;
      const body = bodySchema ? parseBody(bodySchema, ctx.request.body ?? {}) : undefined;
      const user = ctx.state.user ?? anonymous;
      let joinedEarlierRun = false;
      const caller: Caller = {
        user,
        requestId: ctx.state.requestId,
        idempotencyKey: ctx.get(IDEMPOTENCY_FORMAT.keyHeader) || undefined,
        request: `${ctx.method} ${ctx.path}`,
        markReplayed: () => (joinedEarlierRun = true),
      };
      const input = { body, query, params, user, caller } as RouteInput<B, Q, P>;
      // Only the run's own answer is a replay: an outage met while joining it is not, and is retried with the same key.
      const result = await spec.handler(ctx, input).catch((error: unknown) => {
        if (joinedEarlierRun && error instanceof RunEndedError) ctx.set(IDEMPOTENCY_FORMAT.replayedHeader, 'true');
        throw error;
      });
      if (joinedEarlierRun) ctx.set(IDEMPOTENCY_FORMAT.replayedHeader, 'true');
      ctx.status = result.status ?? 200;
      for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
      ctx.body = result.body;
    });
    this.router.register(spec.path, [spec.method.toUpperCase()], middleware as never);
  }
}
