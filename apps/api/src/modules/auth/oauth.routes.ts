import {
  envelope,
  linkedProvider,
  olinkBody,
  ologinBody,
  oauthStartParams,
  oauthStartQuery,
  oauthStartResponse,
  osignupBody,
  osignupCompleteBody,
  osignupResponse,
  revokeBody,
  socialProvider,
  tokenPair,
  text,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { memberOf } from '../../http/auth.ts';
import { cookieOf, setCookie } from '../../http/cookies.ts';
import { ok } from '../../http/reply.ts';
import type { OAuthService } from './oauth.service.ts';

const tags = ['auth'];

/** Ties a started sign-in to the browser that started it (login-CSRF defence, see decision 015). */
export const OAUTH_BIND_COOKIE = 'oauth_bind';
const BIND_MAX_AGE_SECONDS = 3600;

// Providers add their own query fields (scope, authuser, …): known ones are bounded, the rest ignored.
const callbackFields = {
  code: text().max(4096).optional(),
  state: text().max(256).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
};

export const oauthRoutes: FastifyPluginAsyncZod<{ oauth: OAuthService; secureCookies: boolean }> = async (app, { oauth, secureCookies }) => {
  // Apple's form_post arrives url-encoded; parsed only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/auth/oauth/providers',
    {
      schema: {
        tags,
        summary: '사용할 수 있는 소셜 로그인',
        response: { 200: envelope(z.object({ providers: z.array(z.object({ provider_cd: socialProvider, sandbox: z.boolean() })) })) },
      },
    },
    async () => ok({ providers: oauth.available() }),
  );

  app.get(
    '/auth/oauth/:provider_cd/start',
    {
      schema: {
        tags,
        summary: '소셜 로그인 시작: 제공자의 로그인 주소 (10분 유효, 이 브라우저에서만 완료 가능)',
        params: oauthStartParams,
        querystring: oauthStartQuery,
        response: { 200: envelope(oauthStartResponse) },
      },
    },
    async (req, reply) => {
      let bind = cookieOf(req, OAUTH_BIND_COOKIE);
      if (!bind || !/^[A-Za-z0-9_-]{32,64}$/.test(bind)) bind = randomBytes(24).toString('base64url');
      setCookie(reply, OAUTH_BIND_COOKIE, bind, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: BIND_MAX_AGE_SECONDS });
      return ok(await oauth.start(req.params.provider_cd, req.query.returnUrl, bind));
    },
  );

  // Naver and Google come back with a redirect (GET); the answer is always a redirect to the SPA.
  app.get(
    '/auth/oauth/:provider_cd/callback',
    {
      schema: {
        tags,
        summary: '소셜 로그인 콜백 (네이버·Google): 웹 화면으로 이동',
        params: oauthStartParams,
        querystring: z.object(callbackFields),
      },
    },
    async (req, reply) => reply.redirect(await oauth.callback(req.params.provider_cd, req.query), 303),
  );

  // Apple posts the answer from its own site (form_post); exempt from the XSRF check, guarded by `state`.
  app.post(
    '/auth/oauth/apple/callback',
    {
      schema: {
        tags,
        summary: 'Apple 로그인 콜백 (form_post): 웹 화면으로 이동',
        body: z.object({ ...callbackFields, id_token: text().max(8192).optional(), user: text().max(2000).optional() }),
      },
    },
    async (req, reply) => reply.redirect(await oauth.callback('apple', req.body), 303),
  );

  app.post(
    '/auth/ologin',
    {
      schema: {
        tags,
        summary: '소셜 로그인 (client_id 1회용): 연결된 계정이면 토큰, 새 계정이면 2060, 같은 이메일 계정이 있으면 2063',
        body: ologinBody,
        response: { 200: envelope(tokenPair) },
      },
    },
    async (req) => ok(await oauth.ologin(req.body, cookieOf(req, OAUTH_BIND_COOKIE), req.ip)),
  );

  app.post(
    '/auth/olink',
    {
      schema: { tags, summary: '기존 이메일 계정의 비밀번호로 소셜 계정 연결 후 로그인', body: olinkBody, response: { 200: envelope(tokenPair) } },
    },
    async (req) => ok(await oauth.olink(req.body, req.ip), '소셜 계정을 연결했습니다.'),
  );

  app.post(
    '/auth/osignup',
    { schema: { tags, summary: '소셜 회원가입 1단계: 이메일 확인', body: osignupBody, response: { 200: envelope(osignupResponse) } } },
    async (req) => ok(await oauth.osignup(req.body)),
  );

  app.post(
    '/auth/osignup/complete',
    {
      schema: {
        tags,
        summary: '소셜 회원가입 완료 (약관, 휴대폰 인증, 닉네임, 생년월일·성별, 만 14세 미만 보호자 인증)',
        body: osignupCompleteBody,
        response: { 200: envelope(tokenPair) },
      },
    },
    async (req) => ok(await oauth.osignupComplete(req.body, req.ip)),
  );

  app.post(
    '/auth/revoke',
    {
      schema: { tags, summary: '소셜 계정 연결 해제 (code = provider_cd)', security: [{ bearer: [] }], body: revokeBody, response: { 200: envelope(z.null()) } },
      preHandler: app.requireMember,
    },
    async (req) => {
      await oauth.unlink(memberOf(req).memberId, req.body.code);
      return ok(null, '소셜 계정 연결을 해제했습니다.');
    },
  );

  app.get(
    '/my/social',
    {
      schema: { tags: ['my'], summary: '연결된 소셜 계정', security: [{ bearer: [] }], response: { 200: envelope(z.object({ social: z.array(linkedProvider) })) } },
      preHandler: app.requireMember,
    },
    async (req) => ok({ social: await oauth.linked(memberOf(req).memberId) }),
  );
};
