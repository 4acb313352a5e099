import { envelope, reviewBody, reviewCheckQuery, reviewCheckResponse, reviewHelpfulBody, reviewHelpfulResponse, reviewResponse, reviewsQuery, reviewsResponse } from '@school/contracts';
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

  app.get(
    '/comm/reviews',
    { schema: { tags: ['review'], summary: '강의 리뷰 목록 (최신순·도움순)', querystring: reviewsQuery, response: { 200: envelope(reviewsResponse) } } },
    async (request) => ok(await reviews.list(request.query)),
  );

  app.post(
    '/comm/review/helpful',
    {
      preHandler: app.requireMember,
      schema: { tags: ['review'], summary: '리뷰 도움이 돼요 (회원당 1회)', security, body: reviewHelpfulBody, response: { 200: envelope(reviewHelpfulResponse) } },
    },
    async (request) => ok(await reviews.markHelpful(memberOf(request).memberId, request.body.review_sn)),
  );
};
