import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of this process; the API serves them at /metrics. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'likeness_http_request_duration_seconds',
  help: 'HTTP request latency by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const generationsTotal = new Counter({
  name: 'likeness_generations_total',
  help: 'Delivered or failed image generations by kind and outcome (passed, below_min_score, failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const consistencyScores = new Histogram({
  name: 'likeness_consistency_score',
  help: 'Consistency scores (0-100) given by the judge',
  labelNames: ['judge'] as const,
  buckets: [10, 20, 30, 40, 50, 60, 70, 80, 85, 90, 95, 100],
  registers: [metricsRegistry],
});

export const creditsMoved = new Counter({
  name: 'likeness_credits_total',
  help: 'Credits charged and refunded',
  labelNames: ['direction'] as const,
  registers: [metricsRegistry],
});
