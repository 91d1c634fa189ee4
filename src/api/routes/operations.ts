import crypto from 'node:crypto';
import type { AppConfig } from '../../config/env';
import { AppError, unauthorized } from '../../errors';
import { metricsRegistry } from '../../observability/metrics';
import { ErrorSchema } from '../schemas/common';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { z } from '../zod';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded', 'draining']), database: z.string(), temporal: z.string() });

async function check(probe: () => Promise<unknown>): Promise<string> {
  try {
    await probe();
    return 'ok';
  } catch (error) {
    return `unavailable: ${(error as Error).message}`;
  }
}

const METHOD_NOT_ALLOWED = { description: 'Only GET is allowed here' };

/** Liveness of the things the API depends on, and Prometheus metrics. */
export function operationsRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    description: 'Whether the API reaches its database and Temporal; 503 names what is down, or says `draining` while this process stops (send no more requests to it). No API key needed.',
    tag: 'Operations',
    summary: 'Database and Temporal connectivity',
    auth: false,
    responses: {
      200: { description: 'Everything reachable', schema: HealthSchema },
      405: METHOD_NOT_ALLOWED,
      503: { description: 'A dependency is unreachable, or the process is draining', schema: HealthSchema },
    },
    handler: async () => {
      const [database, temporal] = await Promise.all([
        check(() => deps.dataSource.query('SELECT 1')),
        check(() => deps.temporal.workflowService.getSystemInfo({})),
      ]);
      if (deps.draining?.()) return { status: 503, body: { status: 'draining' as const, database, temporal } };
      const healthy = database === 'ok' && temporal === 'ok';
      return { status: healthy ? 200 : 503, body: { status: healthy ? 'ok' : 'degraded', database, temporal } };
    },
  });

  routes.add({
    method: 'get',
    path: '/metrics',
    operationId: 'getMetrics',
    description:
      'Prometheus metrics of this API process (requests, latencies, runs). Served here only behind METRICS_TOKEN, sent as `Authorization: Bearer <METRICS_TOKEN>` (no API key); with API_METRICS_PORT they are on that port instead, and with neither they are not served.',
    tag: 'Operations',
    summary: 'Prometheus metrics of the API process (behind METRICS_TOKEN)',
    auth: false,
    responses: {
      200: { description: 'Prometheus text format', contentType: 'text/plain', schema: z.string() },
      401: { description: 'METRICS_TOKEN is set and the request did not carry it', schema: ErrorSchema },
      404: { description: 'Metrics are not served on this port (METRICS_TOKEN unset)', schema: ErrorSchema },
      405: METHOD_NOT_ALLOWED,
    },
    handler: async (ctx) => {
      checkMetricsToken(deps.config.metrics, ctx.get('Authorization'));
      return { body: await metricsRegistry.metrics(), headers: { 'Content-Type': metricsRegistry.contentType } };
    },
  });
}

/** 404 unless METRICS_TOKEN is set, 401 unless the request carries it as a bearer token (compared in constant time). */
function checkMetricsToken(settings: AppConfig['metrics'], authorization: string): void {
  if (!settings.token) {
    const where = settings.port ? `on port ${settings.port} (API_METRICS_PORT)` : 'nowhere: set METRICS_TOKEN (then send it as a Bearer token) or API_METRICS_PORT';
    throw new AppError(404, `Metrics are not served on this port; they are served ${where}`);
  }
  const expected = crypto.createHash('sha256').update(settings.token).digest();
  const given = crypto.createHash('sha256').update(authorization.replace(/^Bearer\s+/i, '')).digest();
  if (!crypto.timingSafeEqual(expected, given)) throw unauthorized('Send METRICS_TOKEN as `Authorization: Bearer <token>` to read the metrics');
}
