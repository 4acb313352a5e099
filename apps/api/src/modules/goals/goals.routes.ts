import { goalsApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { GoalsService } from './goals.service.ts';

export const goalsRoutes: FastifyPluginAsyncZod<{ goals: GoalsService }> = async (app, { goals }) => {
  const member = { preHandler: app.requireMember };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, goalsApi.status, member, async (request) => ok(await goals.status(memberOf(request).memberId)));
  route(app, goalsApi.set, member, async (request) => ok(await goals.setGoal(memberOf(request).memberId, request.body.minutes)));
  route(app, goalsApi.mail, member, async (request) => ok(await goals.setMail(memberOf(request).memberId, request.body.weekly_mail)));
  route(app, goalsApi.unsubscribe, {}, async (request) => ok(await goals.unsubscribe(request.body.token), '주간 학습 요약 메일 수신을 거부했습니다.'));
};
