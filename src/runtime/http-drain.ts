import type http from 'node:http';

/** An HTTP server that can be stopped the way a rolling deploy needs (see drain). */
export interface Drainable {
  /** True from the start of drain(): /health answers 503 "draining" and every answer closes its connection. */
  readonly draining: boolean;
  /**
   * Stops accepting connections, closes idle keep-alive connections at once, lets requests in flight finish (their
   * answers carry `Connection: close`, so no connection lingers for its keep-alive timeout), and after `graceMs`
   * closes whatever is still open. Resolves with the number of requests cut at the grace.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
}

export function drainable(server: http.Server): Drainable {
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  // A connection whose answer went out before its header could say "close" is idle once the answer is sent.
  const closeWhenAnswered = (response: http.ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  // Before the app's own listener, so an answer made at once still carries the header.
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (draining) closeWhenAnswered(response);
  });
  return {
    get draining() {
      return draining;
    },
    async drain(graceMs) {
      draining = true;
      inFlight.forEach(closeWhenAnswered);
      let cut = 0;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => {
        cut = inFlight.size;
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(grace);
      return { cut };
    },
  };
}
