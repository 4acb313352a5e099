import { certificateApi, quizApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { CertificateService } from './certificate.service.ts';
import type { QuizService } from './quiz.service.ts';

/** Quizzes and certificates for members, and the public verification of a certificate (decision 096). */
export const learningCheckRoutes: FastifyPluginAsyncZod<{ quizzes: QuizService; certificates: CertificateService }> = async (app, { quizzes, certificates }) => {
  const member = { preHandler: app.requireMember };
  const own = <T>(reply: { header: (k: string, v: string) => unknown }, value: T) => {
    reply.header('cache-control', 'private, no-store');
    return value;
  };

  route(app, quizApi.lecture, member, async (req, reply) => own(reply, ok(await quizzes.forLecture(memberOf(req).memberId, req.params.lc_no))));
  route(app, quizApi.final, member, async (req, reply) => own(reply, ok(await quizzes.finalOf(memberOf(req).memberId, req.params.course_sn))));
  route(app, quizApi.attempt, member, async (req) => {
    const result = await quizzes.attempt(memberOf(req).memberId, req.params.quiz_id, req.body);
    return ok(result, result.passed === 'Y' ? `${result.score}점으로 통과했습니다.` : `${result.score}점입니다. 해설을 보고 다시 풀어 보세요.`);
  });

  route(app, certificateApi.list, member, async (req, reply) => own(reply, ok(await certificates.list(memberOf(req).memberId))));
  route(app, certificateApi.issue, member, async (req) => ok(await certificates.issue(memberOf(req).memberId, req.params.course_sn), '수료증이 발급되었습니다.'));
  route(app, certificateApi.pdf, member, async (req, reply) => {
    const bytes = await certificates.pdf(memberOf(req).memberId, req.params.number);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="certificate-${req.params.number}.pdf"`)
      .send(Buffer.from(bytes));
  });
  route(app, certificateApi.verify, {}, async (req, reply) => {
    // Nothing private: the same answer for everyone, but a certificate can be withdrawn with its member, so not for long.
    reply.header('cache-control', 'public, max-age=60');
    reply.header('x-robots-tag', 'noindex');
    return ok(await certificates.verify(req.params.number));
  });
};
