import type { FastifyInstance } from 'fastify';

/**
 * API answers carry tokens and personal data; no shared or browser cache may keep one unless
 * its route says so itself (the catalogue and media set their own Cache-Control).
 */
export function registerNoStore(app: FastifyInstance) {
  // A synchronous hook: an async one costs a promise and a microtask on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
