import { studioApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { VoiceService } from './voice.service.ts';

/** Learners' voice on the studio session (decision 122): replies, 수강전 문의 answers and 새소식. */
export const voiceStudioRoutes: FastifyPluginAsyncZod<{ voice: VoiceService }> = async (app, { voice }) => {
  const me = (req: Parameters<typeof memberOf>[0]) => memberOf(req).memberId;
  route(app, api.reviews, {}, async (req) => ok(await voice.reviews(me(req))));
  route(app, api.replyReview, {}, async (req) => ok(await voice.reply(actorOf(req), req.params.review_sn, req.body.body), '답글을 올렸습니다.'));
  route(app, api.inquiries, {}, async (req) => ok(await voice.inquiries(me(req))));
  route(app, api.answerInquiry, {}, async (req) => ok(await voice.answer(actorOf(req), req.params.inquiry_sn, req.body.answer), '답변을 올렸습니다. 강의 페이지에 공개됩니다.'));
  route(app, api.news, {}, async (req) => ok(await voice.news(me(req))));
  route(app, api.postNews, {}, async (req) => ok(await voice.postNews(actorOf(req), req.body), '새소식을 보냈습니다.'));
};

/** The public side: 수강전 문의 on a course page (asking needs sign-in), a teacher's recent 새소식. */
export const voicePublicRoutes: FastifyPluginAsyncZod<{ voice: VoiceService }> = async (app, { voice }) => {
  route(app, api.courseInquiries, {}, async (req) => ok(await voice.courseInquiries(req.params.course_sn)));
  route(app, api.askInquiry, { preHandler: app.requireMember }, async (req) => ok(await voice.ask(memberOf(req).memberId, req.params.course_sn, req.body.body), '문의를 남겼습니다. 강사가 답하면 이곳에 공개됩니다.'));
  route(app, api.teacherNews, {}, async (req) => ok(await voice.teacherNews(req.params.id, req.query.size)));
};
