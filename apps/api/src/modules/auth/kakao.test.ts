import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '../../test/accounts.ts';
import { FAKE_KAKAO } from '../../test/fake-kakao.ts';
import { startFakeOAuth, type FakeOAuth } from '../../test/fake-oauth.ts';
import { socialFlow } from '../../test/social.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let fake: FakeOAuth;
beforeAll(async () => {
  fake = await startFakeOAuth();
  t = await createTestApp({ ...fake.env, LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { newAccount, signInAt, ologin, completeSignup } = socialFlow(() => t, () => fake);

describe('카카오 로그인 against a fake Kakao (kauth token, kapi user info and unlink)', () => {
  it('asks kauth for a code with PKCE and no phone consent, and trades it with the REST API key, secret and verifier', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/oauth/kakao/start' });
    const url = new URL(start.json().data.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.base}/kakao/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: FAKE_KAKAO.id,
      redirect_uri: expect.stringMatching(/\/api\/auth\/oauth\/kakao\/callback$/),
      state: expect.any(String),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });

    const account = newAccount('kakao');
    const before = fake.tokenRequests.length;
    const { result } = await signInAt('kakao', account);
    expect(result.client_id).toBeDefined();
    expect(fake.tokenRequests.slice(before)).toEqual([
      {
        provider: 'kakao',
        form: {
          grant_type: 'authorization_code',
          client_id: FAKE_KAKAO.id,
          client_secret: FAKE_KAKAO.secret,
          redirect_uri: expect.stringMatching(/\/kakao\/callback$/),
          code: expect.any(String),
          code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        },
      },
    ]);
    expect(fake.kakaoUserInfoCalls.at(-1)).toEqual({ authorization: expect.stringMatching(/^Bearer kat-/) });
  });

  it('signs up with the 회원번호 and nickname; an address Kakao has not verified is not vouched for', async () => {
    const unverified = newAccount('kakao', { emailVerified: false, name: '카카오닉네임' });
    const first = await signInAt('kakao', unverified);
    const res = await ologin(first.result.client_id!, 'kakao', first.bind);
    expect(res.json()).toMatchObject({ code: '2060', data: { provider_cd: 'kakao', email: '', email_verified: false, user_name: '카카오닉네임' } });

    const noMail = newAccount('kakao', { email: null });
    const second = await signInAt('kakao', noMail);
    const signup = (await ologin(second.result.client_id!, 'kakao', second.bind)).json();
    expect(signup.data).toMatchObject({ email: '', email_verified: false });
    const typed = `kakao-typed-${Date.now()}@example.com`;
    expect((await completeSignup('kakao', signup.data.signup_token, typed)).json().code).toBe('0000');
    const again = await signInAt('kakao', noMail);
    expect((await ologin(again.result.client_id!, 'kakao', again.bind)).json().code).toBe('0000');
  });

  it('a code Kakao does not know (KOE320) reads 2064; nobody signed in', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/oauth/kakao/start' });
    const state = new URL(start.json().data.url as string).searchParams.get('state')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/kakao/callback?code=forged&state=${state}` });
    expect(String(res.headers.location)).toContain('code=2064');
  });

  it('links from /my, unlinks at kapi /v1/user/unlink with a fresh access token, and refuses to remove the last way in', async () => {
    const member = await createMember(t);
    const session = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, user_password: member.password, os: '' } });
    const tokens = session.json().data;
    const account = newAccount('kakao', { email: null });
    const { result, bind } = await signInAt('kakao', account, { returnUrl: '/my/info' });
    expect(result.returnUrl).toBe('/my/info');

    const link = (cookie: string | undefined) =>
      t.request({ method: 'POST', url: '/api/auth/olink/mine', headers: bearer(tokens), payload: { client_id: result.client_id, provider_cd: 'kakao' }, ...(cookie ? { cookies: { oauth_bind: cookie } } : {}) });
    expect((await link('another-browser-binding-value-000000')).json().code).toBe('2065');
    const linked = await link(bind);
    expect(linked.json()).toMatchObject({ code: '0000', message: '카카오 계정을 연결했습니다.', data: { social: [{ provider_cd: 'kakao', email: '' }] } });
    expect((await link(bind)).json().code).toBe('2065');

    // The same Kakao account cannot be linked to a second member.
    const other = await createMember(t);
    const otherTokens = (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: other.email, user_password: other.password, os: '' } })).json().data;
    const twice = await signInAt('kakao', account);
    expect((await ologin(twice.result.client_id!, 'kakao', twice.bind)).json().code).toBe('0000');
    const third = await signInAt('kakao', account);
    const stolen = await t.request({ method: 'POST', url: '/api/auth/olink/mine', headers: bearer(otherTokens), payload: { client_id: third.result.client_id, provider_cd: 'kakao' }, cookies: { oauth_bind: third.bind } });
    expect(stolen.json().code).toBe('2057');

    const before = fake.revoked.length;
    const unlink = await t.request({ method: 'POST', url: '/api/auth/revoke', headers: bearer(tokens), payload: { code: 'kakao' } });
    expect(unlink.json()).toMatchObject({ code: '0000', message: '소셜 계정 연결을 해제했습니다.' });
    expect(fake.revoked.slice(before)).toEqual([{ provider: 'kakao', token: expect.stringMatching(/^kat-/) }]);

    // A Kakao-only account keeps its one way in.
    const only = newAccount('kakao');
    const signedIn = await signInAt('kakao', only);
    const signup = (await ologin(signedIn.result.client_id!, 'kakao', signedIn.bind)).json();
    const onlyTokens = (await completeSignup('kakao', signup.data.signup_token, only.email!)).json().data;
    const blocked = await t.request({ method: 'POST', url: '/api/auth/revoke', headers: bearer(onlyTokens), payload: { code: 'kakao' } });
    expect(blocked.json().code).toBe('2069');
  });
});
