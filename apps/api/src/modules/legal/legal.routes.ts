import { envelope, legalAnswerBody, legalDocument, legalParams, legalPending, legalVersionParams, myConsents } from '@school/contracts';
import { adminLegalDocs, legalPublishBody } from '@school/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/admin.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { LegalService } from './legal.service.ts';

const security = [{ bearer: [] }];
const tags = ['legal'];

/** Legal texts and their versions (public), the member's notices and consents, and publishing in the console (admin). */
export const legalRoutes: FastifyPluginAsyncZod<{ legal: LegalService }> = async (app, { legal }) => {
  app.get('/comm/legal/:type', { schema: { tags, summary: '약관 (오늘 시행 중인 판, 이전 판 목록, 시행 예정 판)', params: legalParams, response: { 200: envelope(legalDocument) } } }, async (req) =>
    ok(await legal.current(req.params.type)),
  );
  app.get('/comm/legal/:type/:version', { schema: { tags, summary: '약관의 한 판 (이전 약관 보기)', params: legalVersionParams, response: { 200: envelope(legalDocument) } } }, async (req) =>
    ok(await legal.version(req.params.type, req.params.version)),
  );

  const mine = { preHandler: app.requireMember };
  app.get('/my/legal/pending', { ...mine, schema: { tags, security, summary: '답하지 않은 개정 약관 (처음 본 때부터 14일)', response: { 200: envelope(legalPending) } } }, async (req) =>
    ok(await legal.pending(memberOf(req).memberId)),
  );
  app.post(
    '/my/legal/:type/:version',
    { ...mine, schema: { tags, security, summary: '개정 약관에 동의 또는 거부', params: legalVersionParams, body: legalAnswerBody, response: { 200: envelope(legalPending) } } },
    async (req) =>
      ok(
        await legal.answer(memberOf(req).memberId, req.params.type, req.params.version, req.body.answer),
        req.body.answer === 'agree' ? '개정 약관에 동의하셨습니다.' : '거부 의사를 기록했습니다. 시행일 이후 이용을 원하지 않으시면 회원 탈퇴를 하실 수 있습니다.',
      ),
  );
  app.get('/my/legal/consents', { ...mine, schema: { tags, security, summary: '내 약관 동의·마케팅 수신 동의 기록', response: { 200: envelope(myConsents) } } }, async (req) =>
    ok(await legal.consents(memberOf(req).memberId)),
  );

  const admin = { role: 'admin' } as const;
  app.get('/admin/legal', { config: admin, schema: { tags: ['admin'], security, summary: '약관 판 전체와 동의·거부 수', response: { 200: envelope(adminLegalDocs) } } }, async () => ok(await legal.adminList()));
  app.post(
    '/admin/legal/:type',
    { config: admin, schema: { tags: ['admin'], security, summary: '새 판 공지 (시행일은 이용약관 10일, 그 밖 7일 뒤 이후)', params: legalParams, body: legalPublishBody, response: { 200: envelope(z.object({ version: z.number() })) } } },
    async (req) => ok(await legal.publish(actorOf(req), req.params.type, req.body), '새 판을 공지했습니다. 회원은 다음 방문 때 안내를 받습니다.'),
  );
};
