import { envelope, guardianChild, guardianCorrectBody, guardianHeaders, guardianSession, guardianVerifyBody } from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { GuardianService } from './guardian.service.ts';

const tags = ['guardian'];

/** 법정대리인 열람·정정·탈퇴 (docs/decisions/072): the SMS code comes from POST /api/auth/certification (page `parental`). */
export const guardianRoutes: FastifyPluginAsyncZod<{ guardian: GuardianService }> = async (app, { guardian }) => {
  app.post(
    '/guardian/verify',
    { schema: { tags, summary: '보호자 확인 (자녀 이메일, 가입 때 등록한 보호자 휴대폰과 인증번호)', body: guardianVerifyBody, response: { 200: envelope(guardianSession) } } },
    async (req) => ok(await guardian.verify(req.body)),
  );

  app.get(
    '/guardian/child',
    { schema: { tags, summary: '자녀 회원정보 열람 (구매, 학습 내역 포함)', headers: guardianHeaders, response: { 200: envelope(guardianChild) } } },
    async (req) => ok(await guardian.view(req.headers['x-guardian-token'])),
  );

  app.post(
    '/guardian/child',
    { schema: { tags, summary: '자녀 회원정보 정정 (이름, 닉네임, 마케팅 수신)', headers: guardianHeaders, body: guardianCorrectBody, response: { 200: envelope(guardianChild) } } },
    async (req) => ok(await guardian.correct(req.headers['x-guardian-token'], req.body)),
  );

  app.post(
    '/guardian/child/withdraw',
    { schema: { tags, summary: '자녀 계정 탈퇴', headers: guardianHeaders, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await guardian.withdraw(req.headers['x-guardian-token']);
      return ok(null);
    },
  );
};
