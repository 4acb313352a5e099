import { envelope, outboxQuery, outboxResponse } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/reply.ts';
import { listOutbox } from './dev.queries.ts';

/**
 * What sandbox providers "sent", newest first, so people and tests can read
 * certification numbers and reset links. Registered only outside production.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    { schema: { tags: ['dev'], summary: '샌드박스 발송함 (개발·테스트 전용)', querystring: outboxQuery, response: { 200: envelope(outboxResponse) } } },
    async (req) => {
      const to = /^[\d-]+$/.test(req.query.to) ? req.query.to.replace(/-/g, '') : req.query.to.toLowerCase();
      const rows = await listOutbox(db, to);
      return ok({
        messages: rows.map((r) => ({
          channel: r.channel === 'mail' ? ('mail' as const) : ('sms' as const),
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
