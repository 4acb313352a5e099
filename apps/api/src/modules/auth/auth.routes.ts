import {
  adminLoginBody,
  certificationBody,
  certificationResponse,
  codes,
  dupBody,
  dupResponse,
  emailField,
  envelope,
  findPasswordBody,
  hpnoField,
  loginBody,
  logoutBody,
  nicknameField,
  referralParams,
  referralResponse,
  refreshBody,
  resetPasswordBody,
  signupBody,
  tokenPair,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { AuthService } from './auth.service.ts';
import type { CertificationService } from './certification.service.ts';

const empty = envelope(z.null());
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; certifications: CertificationService }> = async (
  app,
  { auth, certifications },
) => {
  app.post(
    '/auth/login',
    { schema: { tags, summary: '이메일 로그인', body: loginBody, response: { 200: envelope(tokenPair) } } },
    async (req) => ok(await auth.login(req.body, req.ip)),
  );

  app.post(
    '/auth/alogin',
    {
      schema: { tags, summary: '관리자 로그인 (관리자 회원만, 모든 시도 기록)', security: [{ bearer: [] }], body: adminLoginBody, response: { 200: envelope(tokenPair) } },
      preHandler: app.requireMember,
    },
    async (req) => ok(await auth.adminLogin(memberOf(req), req.body.os, req.ip)),
  );

  app.post(
    '/auth/rtoken',
    {
      schema: {
        tags,
        summary: '토큰 재발급 (리프레시 토큰은 매번 교체, 재사용 시 세션 종료)',
        body: refreshBody,
        response: { 200: envelope(tokenPair) },
      },
    },
    async (req) => ok(await auth.refresh(req.body, req.ip)),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: '로그아웃 (이 기기의 세션 종료)', body: logoutBody, response: { 200: empty } } },
    async (req) => {
      await auth.logout(req.body.refreshToken);
      return ok(null);
    },
  );

  app.get(
    '/comm/incheck',
    { schema: { tags, summary: '로그인 상태 확인', security: [{ bearer: [] }], response: { 200: empty } }, preHandler: app.requireMember },
    async () => ok(null),
  );

  app.post(
    '/auth/dup',
    { schema: { tags, summary: '이메일·닉네임·휴대폰 번호 중복 확인', body: dupBody, response: { 200: envelope(dupResponse) } } },
    async (req) => {
      const field = { email: emailField, nickname: nicknameField, hpno: hpnoField }[req.body.type];
      const parsed = field.safeParse(req.body.value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? codes.INPUT_INVALID.message;
        throw new AppError('INPUT_INVALID', { message: `${codes.INPUT_INVALID.message} (body.value: ${message})`, data: { fields: [{ field: 'body.value', message }] } });
      }
      // Whether a phone number has an account is personal: only its holder, certified for sign-up, may ask.
      if (req.body.type === 'hpno') {
        if (!req.body.auth_no) throw new AppError('CERT_NOT_FOUND');
        await certifications.check(parsed.data, 'signUp', req.body.auth_no);
      }
      return ok(await auth.duplicated(req.body.type, parsed.data, req.ip));
    },
  );

  app.post(
    '/auth/certification',
    {
      schema: {
        tags,
        summary: '휴대폰 인증번호 발송 (3분 유효, 5회까지 입력, 60초 후 재발송)',
        body: certificationBody,
        response: { 200: envelope(certificationResponse) },
      },
    },
    async (req) => ok(await certifications.send(req.body, req.ip)),
  );

  app.post(
    '/auth/signup',
    { schema: { tags, summary: '회원가입 (가입 후 바로 로그인)', body: signupBody, response: { 200: envelope(tokenPair) } } },
    async (req) => ok(await auth.signup(req.body, req.ip)),
  );

  app.get(
    '/auth/referral/:code',
    { schema: { tags, summary: '추천인 코드 확인', params: referralParams, response: { 200: envelope(referralResponse) } } },
    async (req) => ok(await auth.referral(req.params.code)),
  );

  app.post(
    '/auth/findPassword',
    { schema: { tags, summary: '비밀번호 재설정 메일 발송', body: findPasswordBody, response: { 200: empty } } },
    async (req) => {
      await auth.findPassword(req.body.email, req.ip);
      return ok(null, '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해 주세요.');
    },
  );

  app.post(
    '/auth/resetPassword',
    { schema: { tags, summary: '메일 링크의 토큰으로 새 비밀번호 설정 (모든 기기 로그아웃)', body: resetPasswordBody, response: { 200: empty } } },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.new_password, req.ip);
      return ok(null, '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.');
    },
  );
};
