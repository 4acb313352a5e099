import { authApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { memberOf } from '../../http/auth.ts';
import { cookieOf, setCookie } from '../../http/cookies.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { OAuthService } from './oauth.service.ts';
import { LABEL } from './oauth.shared.ts';

/** Ties a started sign-in to the browser that started it (login-CSRF defence, see decision 015). */
export const OAUTH_BIND_COOKIE = 'oauth_bind';
const BIND_MAX_AGE_SECONDS = 3600;

export const oauthRoutes: FastifyPluginAsyncZod<{ oauth: OAuthService; secureCookies: boolean }> = async (app, { oauth, secureCookies }) => {
  // Apple's form_post arrives url-encoded; parsed only inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route(app, authApi.oauthProviders, {}, async () => ok({ providers: oauth.available() }));

  route(app, authApi.oauthStart, {}, async (req, reply) => {
    let bind = cookieOf(req, OAUTH_BIND_COOKIE);
    if (!bind || !/^[A-Za-z0-9_-]{32,64}$/.test(bind)) bind = randomBytes(24).toString('base64url');
    setCookie(reply, OAUTH_BIND_COOKIE, bind, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: BIND_MAX_AGE_SECONDS });
    return ok(await oauth.start(req.params.provider_cd, req.query.returnUrl, bind));
  });

  // Naver and Google come back with a redirect (GET); the answer is always a redirect to the SPA.
  route(app, authApi.oauthCallback, {}, async (req, reply) => reply.redirect(await oauth.callback(req.params.provider_cd, req.query), 303));

  // Apple posts the answer from its own site (form_post); exempt from the XSRF check, guarded by `state`.
  route(app, authApi.appleCallback, {}, async (req, reply) => reply.redirect(await oauth.callback('apple', req.body), 303));

  route(app, authApi.socialLogin, {}, async (req) => ok(await oauth.ologin(req.body, cookieOf(req, OAUTH_BIND_COOKIE), req.ip)));

  route(app, authApi.socialLink, {}, async (req) => ok(await oauth.olink(req.body, req.ip), '소셜 계정을 연결했습니다.'));

  route(app, authApi.socialLinkMine, { preHandler: app.requireMember }, async (req) => {
    const social = await oauth.linkMine(memberOf(req).memberId, req.body, cookieOf(req, OAUTH_BIND_COOKIE));
    return ok({ social }, `${LABEL[req.body.provider_cd]} 계정을 연결했습니다.`);
  });

  route(app, authApi.socialSignup, {}, async (req) => ok(await oauth.osignup(req.body)));

  route(app, authApi.socialSignupComplete, {}, async (req) => ok(await oauth.osignupComplete(req.body, req.ip)));

  route(app, authApi.revoke, { preHandler: app.requireMember }, async (req) => {
    await oauth.unlink(memberOf(req).memberId, req.body.code);
    return ok(null, '소셜 계정 연결을 해제했습니다.');
  });

  route(app, authApi.linkedSocial, { preHandler: app.requireMember }, async (req) => ok({ social: await oauth.linked(memberOf(req).memberId) }));
};
