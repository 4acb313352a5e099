import { devApi } from '@school/contracts/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import { notFoundHandler } from '../../http/error-handler.ts';
import { isLoopbackAddress } from '../../http/loopback.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { listOutbox } from './dev.queries.ts';

/**
 * What sandbox providers "sent", newest first, so people and tests can read
 * certification numbers and reset links. Registered only outside production, and answered only to a caller on
 * this machine: the socket's own address decides, never X-Forwarded-For (issue 35).
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db; runJob: (name: string) => Promise<boolean | undefined> }> = async (app, { db, runJob }) => {
  const loopbackOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return notFoundHandler(req, reply);
  };
  // The e2e server starts no scheduled job (composition.ts): a test runs the one it needs, and waits for its end.
  route(app, devApi.runJob, { onRequest: loopbackOnly }, async (req) => {
    const ran = await runJob(req.params.name);
    if (ran === undefined) throw new AppError('DEV_JOB_UNKNOWN');
    return ok({ name: req.params.name, ran });
  });

  route(
    app,
    devApi.outbox,
    {
      // On arrival, before the query is validated: to anyone else the route does not exist.
      onRequest: async (req, reply) => {
        if (!isLoopbackAddress(req.socket.remoteAddress)) return notFoundHandler(req, reply);
      },
    },
    async (req) => {
      const to = /^[\d-]+$/.test(req.query.to) ? req.query.to.replace(/-/g, '') : req.query.to.toLowerCase();
      const rows = await listOutbox(db, to);
      return ok({
        messages: rows.map((r) => ({
          channel: r.channel === 'mail' || r.channel === 'talk' ? r.channel : ('sms' as const),
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
