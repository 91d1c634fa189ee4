import http from 'node:http';
import { metricsRegistry } from './metrics';

/**
 * Serves this process's Prometheus metrics at /metrics on a port of their own (standalone workers, which have no API,
 * and an API with API_METRICS_PORT, which keeps them off its public port). A port already in use is said in words and
 * the process goes on without /metrics: a second worker on a host must never crash-loop.
 */
export function startMetricsServer(port: number, owner: 'Worker' | 'API' = 'Worker'): http.Server {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    void metricsRegistry.metrics().then((text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text));
  });
  const [setting, kind] = owner === 'Worker' ? ['WORKER_METRICS_PORT', 'worker'] : ['API_METRICS_PORT', 'API'];
  server.once('listening', () => console.log(`${owner} metrics at http://0.0.0.0:${port}/metrics`));
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `is in use (by another ${kind} on this host?)` : `cannot be opened (${error.message})`;
    console.error(`${setting} ${port} ${reason}: this ${kind} runs without /metrics; give each ${kind} on a host its own port`);
  });
  return server.listen(port);
}
