import { qnaApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { QnaService } from './qna.service.ts';

/** The member's side of lecture Q&A (decision 095). */
export const qnaRoutes: FastifyPluginAsyncZod<{ qna: QnaService }> = async (app, { qna }) => {
  const member = { preHandler: app.requireMember };

  route(app, qnaApi.list, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await qna.list(await optionalMember(app, request), request.params.lc_no, request.query));
  });
  route(app, qnaApi.ask, member, async (request) => ok(await qna.ask(memberOf(request).memberId, request.params.lc_no, request.body), '질문을 등록했습니다.'));
  route(app, qnaApi.resolve, member, async (request) => ok(await qna.resolve(memberOf(request).memberId, request.params.question_sn), '해결로 표시했습니다.'));
  route(app, qnaApi.meToo, member, async (request) => ok(await qna.meToo(memberOf(request).memberId, request.params.question_sn)));
};

/** The console's side: a teacher (their own courses) or staff (all, and the advice requests). */
export const qnaConsoleRoutes: FastifyPluginAsyncZod<{ qna: QnaService }> = async (app, { qna }) => {
  const teacher = { config: { role: 'teacher' } } as const;
  route(app, qnaApi.queue, teacher, async (request) => ok(await qna.queue(actorOf(request), request.query)));
  route(app, qnaApi.answer, teacher, async (request) => ok(await qna.answer(actorOf(request), request.params.question_sn, request.body.body), '답변을 등록했습니다.'));
  route(app, qnaApi.overview, teacher, async (request) => ok(await qna.overview(actorOf(request))));
};
