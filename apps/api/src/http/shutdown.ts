import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Closes the server within a deadline. `app.close()` alone stops accepting and closes the keep-alive connections idle
 * at that moment, but waits for every request in flight, and a client that sent half a request and went quiet keeps
 * its connection "in flight" until Node's header timeout (a minute or more). After the deadline every remaining
 * connection is cut.
 * Connections whose answers were still being written when the close began go idle afterwards and stayed open until
 * their client let go: a SIGTERM during the warm-up (its pages rendering) waited out the whole deadline. Idle
 * connections are closed again every 50 ms until the server has closed.
 */
export async function closeWithin(app: FastifyInstance, deadlineMs: number, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  app.server.closeIdleConnections();
  const idle = setInterval(() => app.server.closeIdleConnections(), 50);
  const timer = setTimeout(() => {
    log.warn(`shutdown: requests still open after ${deadlineMs} ms; closing their connections`);
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(timer);
  }
}
