import { reviewApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { ReviewService } from './review.service.ts';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  const member = { preHandler: app.requireMember };

  route(app, reviewApi.check, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await reviews.check(memberOf(request).memberId, request.query.course_sn));
  });

  route(app, reviewApi.write, member, async (request) => ok(await reviews.write(memberOf(request).memberId, request.body)));

  route(app, reviewApi.list, {}, async (request) => ok(await reviews.list(request.query)));

  route(app, reviewApi.helpful, member, async (request) => ok(await reviews.markHelpful(memberOf(request).memberId, request.body.review_sn)));
};
