import http from 'node:http';
import { metricsRegistry } from './metrics';

/**
 * Serves this process's Prometheus metrics at /metrics (standalone workers, which have no API). A port already in
 * use is said in words and the worker goes on without /metrics: a second worker on a host must never crash-loop.
 */
export function startMetricsServer(port: number): http.Server {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    void metricsRegistry.metrics().then((text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text));
  });
  server.once('listening', () => console.log(`Worker metrics at http://0.0.0.0:${port}/metrics`));
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? 'is in use (by another worker on this host?)' : `cannot be opened (${error.message})`;
    console.error(`WORKER_METRICS_PORT ${port} ${reason}: this worker runs without /metrics; give each worker on a host its own port`);
  });
  return server.listen(port);
}
