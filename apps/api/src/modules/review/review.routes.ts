import { envelope, reviewBody, reviewCheckQuery, reviewCheckResponse, reviewResponse } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import type { ReviewService } from './review.service.ts';

import { ok } from '../../http/reply.ts';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/comm/review/chk',
    {
      preHandler: app.requireMember,
      schema: { tags: ['review'], summary: '리뷰 작성 가능 여부', security, querystring: reviewCheckQuery, response: { 200: envelope(reviewCheckResponse) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await reviews.check(memberOf(request).memberId, request.query.course_sn));
    },
  );

  app.post(
    '/comm/review',
    { preHandler: app.requireMember, schema: { tags: ['review'], summary: '리뷰 작성 (강의당 1회)', security, body: reviewBody, response: { 200: envelope(reviewResponse) } } },
    async (request) => ok(await reviews.write(memberOf(request).memberId, request.body)),
  );
};
