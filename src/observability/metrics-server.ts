import http from 'node:http';
import { metricsRegistry } from './metrics';

/** Serves this process's Prometheus metrics at /metrics (standalone workers, which have no API). */
export function startMetricsServer(port: number): http.Server {
  return http
    .createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      void metricsRegistry.metrics().then((text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text));
    })
    .listen(port);
}
