import { envelope } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okBody, preEncoded, sendJson } from '../../http/reply.ts';

// Serialized once: the constant route costs no serializer (it is the bench's yardstick for cached reads).
const body = okBody({ status: 'ok' as const }).hold();

/** Liveness: answers without touching the database (also the benchmarks' constant route). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { ...preEncoded, schema: { tags: ['system'], summary: '서버 상태', response: { 200: envelope(z.object({ status: z.literal('ok') })) } } },
    (request, reply) => sendJson(request, reply, body),
  );
};
