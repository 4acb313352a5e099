import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';

const body = ok({ status: 'ok' as const });

/** Liveness: answers without touching the database (also the benchmarks' constant route). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: '서버 상태', response: { 200: envelope(z.object({ status: z.literal('ok') })) } } },
    async () => body,
  );
};
