import { metricsRegistry } from '../../observability/metrics';
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
    description: 'Prometheus metrics of this API process (requests, latencies, runs). No API key needed.',
    tag: 'Operations',
    summary: 'Prometheus metrics of the API process',
    auth: false,
    responses: { 200: { description: 'Prometheus text format', contentType: 'text/plain', schema: z.string() }, 405: METHOD_NOT_ALLOWED },
    handler: async () => ({ body: await metricsRegistry.metrics(), headers: { 'Content-Type': metricsRegistry.contentType } }),
  });
}
