import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Closes the server within a deadline. `app.close()` alone stops accepting and closes idle
 * keep-alive connections, but waits for every request in flight, and a client that sent half
 * a request and went quiet keeps its connection "in flight" until Node's header timeout
 * (a minute or more). After the deadline every remaining connection is cut.
 */
export async function closeWithin(app: FastifyInstance, deadlineMs: number, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  app.server.closeIdleConnections();
  const timer = setTimeout(() => {
    log.warn(`shutdown: requests still open after ${deadlineMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
