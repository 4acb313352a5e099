import { codes, emailField, hpnoField, nicknameField } from '@school/contracts';
import { authApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AuthService } from './auth.service.ts';
import type { CertificationService } from './certification.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; certifications: CertificationService }> = async (
  app,
  { auth, certifications },
) => {
  route(app, authApi.login, {}, async (req) => ok(await auth.login(req.body, req.ip)));

  route(app, authApi.adminLogin, { preHandler: app.requireMember }, async (req) => ok(await auth.adminLogin(memberOf(req), req.body.os, req.ip)));
  route(app, authApi.studioLogin, { preHandler: app.requireMember }, async (req) => ok(await auth.studioLogin(memberOf(req), req.body.os, req.ip)));

  route(app, authApi.refresh, {}, async (req) => ok(await auth.refresh(req.body, req.ip)));

  route(app, authApi.logout, {}, async (req) => {
    await auth.logout(req.body.refreshToken);
    return ok(null);
  });

  route(app, authApi.incheck, { preHandler: app.requireMember }, async () => ok(null));

  route(app, authApi.duplicate, {}, async (req) => {
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
  });

  route(app, authApi.certification, {}, async (req) => ok(await certifications.send(req.body, req.ip)));

  route(app, authApi.signup, {}, async (req) => ok(await auth.signup(req.body, req.ip)));

  route(app, authApi.referral, {}, async (req) => ok(await auth.referral(req.params.code)));

  route(app, authApi.findPassword, {}, async (req) => {
    await auth.findPassword(req.body.email, req.ip);
    return ok(null, '가입된 이메일이라면 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인해 주세요.');
  });

  route(app, authApi.resetPassword, {}, async (req) => {
    await auth.resetPassword(req.body.token, req.body.new_password, req.ip);
    return ok(null, '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.');
  });
};
