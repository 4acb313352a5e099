import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members } from '../../db/schema/index.ts';
import { bearer, createMember } from '../../test/accounts.ts';
import { startFakeOAuth, type FakeAccount, type FakeOAuth } from '../../test/fake-oauth.ts';
import { socialFlow, type Provider } from '../../test/social.ts';
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

const { uniq, newAccount, newPhone, fragmentOf, signInAt, ologin, completeSignup } = socialFlow(() => t, () => fake);

describe.each(['naver', 'google', 'apple', 'kakao'] as const)('%s: the whole flow against the fake provider', (provider) => {
  it('new person: ologin asks for sign-up (2060) → osignup → complete → tokens; next time ologin signs in', async () => {
    const account = newAccount(provider);
    const first = await signInAt(provider, account);
    expect(first.result).toMatchObject({ provider_cd: provider, returnUrl: '/my' });
    expect(first.result.client_id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await ologin(first.result.client_id!, provider, first.bind);
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({
      code: '2060',
      message: '가입되지 않은 소셜 계정입니다. 회원가입을 계속 진행해 주세요.',
      data: { provider_cd: provider, email: account.email, email_verified: true },
    });
    if (provider === 'apple') expect(body.data.user_name).toBe('김애플');
    if (provider !== 'apple') expect(body.data.user_name).toBe('소셜사용자');

    const done = await completeSignup(provider, body.data.signup_token, account.email!);
    expect(done.json()).toMatchObject({ code: '0000', data: { accessToken: expect.any(String), refreshToken: expect.any(String) } });
    const me = await t.request({ method: 'GET', url: '/api/my/simpleUser', headers: bearer(done.json().data) });
    expect(me.json().data).toMatchObject({ email: account.email, provider_cd: provider, user_name: '김소셜' });
    const social = await t.request({ method: 'GET', url: '/api/my/social', headers: bearer(done.json().data) });
    expect(social.json().data.social).toEqual([{ provider_cd: provider, email: account.email, linked_at: expect.any(String) }]);

    // The sign-up token is used up: it cannot make a second account.
    const again = await t.request({ method: 'POST', url: '/api/auth/osignup', payload: { signup_token: body.data.signup_token, provider_cd: provider, email: account.email, os: '' } });
    expect(again.json().code).toBe('2066');

    const second = await signInAt(provider, account);
    const back = await ologin(second.result.client_id!, provider, second.bind);
    expect(back.json()).toMatchObject({ code: '0000', data: { accessToken: expect.any(String) } });
    expect((await t.request({ method: 'GET', url: '/api/comm/incheck', headers: bearer(back.json().data) })).json().code).toBe('0000');
    // A social account has no password: e-mail sign-in reads like any wrong password, and my info says why.
    const pw = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, user_password: 'anything-at-all', os: '' } });
    expect(pw.json().code).toBe('2001');
    const change = await t.request({
      method: 'PUT',
      url: '/api/my/user/password',
      headers: bearer(back.json().data),
      payload: { user_password: 'x', new_password: 'a-new-long-password' },
    });
    expect(change.json()).toMatchObject({ code: '2015', message: expect.stringContaining('비밀번호 찾기') });
  });

  it('a replayed client_id, or one used from another browser, is refused with 2065', async () => {
    const account = newAccount(provider);
    await linkedMember(provider, account);
    const { result, bind } = await signInAt(provider, account);
    const other = await ologin(result.client_id!, provider, 'another-browser-binding-value-000000');
    expect(other.json()).toMatchObject({ code: '2065', message: '로그인 확인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.' });
    expect((await ologin(result.client_id!, provider, undefined)).json().code).toBe('2065');
    expect((await ologin(result.client_id!, provider, bind)).json().code).toBe('0000');
    const replay = await ologin(result.client_id!, provider, bind);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('2065');
  });
});

/** A member already linked to `account` (made through the API). */
async function linkedMember(provider: Provider, account: FakeAccount) {
  const { result, bind } = await signInAt(provider, account);
  const res = await ologin(result.client_id!, provider, bind);
  expect(res.json().code).toBe('2060');
  const done = await completeSignup(provider, res.json().data.signup_token, account.email ?? `typed${uniq()}@example.com`);
  expect(done.json().code).toBe('0000');
  return done.json().data as { accessToken: string; refreshToken: string };
}

describe('state, nonce and id_token checks', () => {
  it('a state this server never issued is refused (2062), and so is a replayed callback', async () => {
    const bogus = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/callback?code=abc&state=never-issued' });
    expect(bogus.statusCode).toBe(303);
    expect(fragmentOf(String(bogus.headers.location))).toMatchObject({
      code: '2062',
      message: '로그인 요청이 만료되었거나 이미 사용되었습니다. 처음부터 다시 로그인해 주세요.',
      provider_cd: 'google',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/naver/callback?code=abc' });
    expect(fragmentOf(String(missing.headers.location)).code).toBe('2062');

    const account = newAccount('naver');
    const start = await t.request({ method: 'GET', url: '/api/auth/oauth/naver/start' });
    const res = await fetch(`${start.json().data.url as string}&login_as=${account.sub}`, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    const url = `${back.pathname}${back.search}`;
    expect(fragmentOf(String((await t.app.inject({ method: 'GET', url })).headers.location)).client_id).toBeDefined();
    const replay = fragmentOf(String((await t.app.inject({ method: 'GET', url })).headers.location));
    expect(replay).toMatchObject({ code: '2062' });
    expect(replay.client_id).toBeUndefined();
  });

  it('a state issued for one provider does not work at another', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/oauth/google/start' });
    const state = new URL(start.json().data.url as string).searchParams.get('state')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/naver/callback?code=x&state=${state}` });
    expect(fragmentOf(String(res.headers.location)).code).toBe('2062');
  });

  it.each([
    ['wrong nonce', { nonce: 'someone-elses-nonce' }],
    ['wrong audience', { aud: 'another-client' }],
    ['wrong issuer', { iss: 'https://evil.example' }],
    ['expired id_token', { expIn: -3600 }],
    ['signed by a key the provider does not publish', { foreignKey: true }],
  ])('google: %s → 2064, nobody signed in', async (_label, tweak) => {
    const account = newAccount('google');
    fake.tweakNextIdToken(tweak);
    const { result } = await signInAt('google', account);
    expect(result).toMatchObject({ code: '2064', message: '소셜 계정 정보를 확인하지 못했습니다. 처음부터 다시 로그인해 주세요.' });
    expect(result.client_id).toBeUndefined();
  });

  it('apple: wrong nonce and expired id_token are refused the same way', async () => {
    fake.tweakNextIdToken({ nonce: 'x' });
    expect((await signInAt('apple', newAccount('apple'))).result.code).toBe('2064');
    fake.tweakNextIdToken({ expIn: -120 });
    expect((await signInAt('apple', newAccount('apple'))).result.code).toBe('2064');
  });

  it('sends PKCE (S256) to google and apple, none to naver; Apple gets an ES256 client secret the fake accepts', async () => {
    const google = await t.request({ method: 'GET', url: '/api/auth/oauth/google/start' });
    const g = new URL(google.json().data.url as string).searchParams;
    expect(g.get('code_challenge_method')).toBe('S256');
    expect(g.get('nonce')).toBeTruthy();
    const apple = new URL((await t.request({ method: 'GET', url: '/api/auth/oauth/apple/start' })).json().data.url as string).searchParams;
    expect(apple.get('response_mode')).toBe('form_post');
    expect(apple.get('code_challenge')).toBeTruthy();
    const naver = new URL((await t.request({ method: 'GET', url: '/api/auth/oauth/naver/start' })).json().data.url as string).searchParams;
    expect(naver.get('code_challenge')).toBeNull();
    expect(naver.get('state')).toBeTruthy();
  });

  it('the person cancelling at the provider reads 2068; an absolute returnUrl falls back to /', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/oauth/google/start?returnUrl=https%3A%2F%2Fevil.example%2F' });
    const state = new URL(start.json().data.url as string).searchParams.get('state')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/google/callback?error=access_denied&state=${state}` });
    expect(fragmentOf(String(res.headers.location))).toMatchObject({ code: '2068', message: '소셜 로그인이 취소되었습니다.', returnUrl: '/' });
  });

  it('only the Apple callback is exempt from the XSRF check', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/api/auth/ologin', payload: { client_id: 'x'.repeat(43), provider_cd: 'google', os: '' } });
    expect(post.json().code).toBe('0908');
    const apple = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=x&state=never-issued',
    });
    expect(apple.statusCode).toBe(303);
    expect(fragmentOf(String(apple.headers.location)).code).toBe('2062');
  });

  it('unknown provider and bad bodies get input errors, never a 500', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/oauth/line/start' })).json().code).toBe('1000');
    const extra = await t.request({ method: 'POST', url: '/api/auth/ologin', payload: { client_id: 'x'.repeat(43), provider_cd: 'google', os: '', admin: true } });
    expect(extra.json().code).toBe('1000');
    const long = await t.request({ method: 'POST', url: '/api/auth/osignup', payload: { signup_token: 'x'.repeat(200), provider_cd: 'naver', email: 'a@b.co', os: '' } });
    expect(long.json().code).toBe('1000');
    const stale = await t.request({ method: 'POST', url: '/api/auth/osignup', payload: { signup_token: 'x'.repeat(43), provider_cd: 'naver', email: 'a@b.co', os: '' } });
    expect(stale.json().code).toBe('2066');
  });
});

describe('sign-up details', () => {
  it('the provider-vouched e-mail cannot be swapped; a provider without e-mail lets the person type one', async () => {
    const account = newAccount('google');
    const { result, bind } = await signInAt('google', account);
    const token = (await ologin(result.client_id!, 'google', bind)).json().data.signup_token as string;
    const swapped = await t.request({ method: 'POST', url: '/api/auth/osignup', payload: { signup_token: token, provider_cd: 'google', email: 'other@example.com', os: '' } });
    expect(swapped.json()).toMatchObject({ code: '1000' });
    expect(swapped.json().message).toContain(account.email);

    const quiet = newAccount('naver', { email: null });
    const n = await signInAt('naver', quiet);
    const required = (await ologin(n.result.client_id!, 'naver', n.bind)).json();
    expect(required).toMatchObject({ code: '2060', data: { email: '', email_verified: false } });
    const typed = `typed${uniq()}@example.com`;
    expect((await completeSignup('naver', required.data.signup_token, typed)).json().code).toBe('0000');
  });

  it('complete before osignup is refused; an e-mail already taken is refused at osignup', async () => {
    const taken = await createMember(t);
    const quiet = newAccount('naver', { email: null });
    const n = await signInAt('naver', quiet);
    const token = (await ologin(n.result.client_id!, 'naver', n.bind)).json().data.signup_token as string;
    const early = await t.request({
      method: 'POST',
      url: '/api/auth/osignup/complete',
      payload: { signup_token: token, provider_cd: 'naver', os: '', user_name: '김', nickname: `n${uniq()}`.slice(0, 20), hpno: newPhone(), auth_no: '123456', birth: '1990-01-01', gender: 'M', agree_terms: 'Y', agree_privacy: 'Y', is_market: 'N' },
    });
    expect(early.json()).toMatchObject({ code: '2066', message: '이메일 확인 단계(osignup)를 먼저 진행해 주세요.' });
    const dup = await t.request({ method: 'POST', url: '/api/auth/osignup', payload: { signup_token: token, provider_cd: 'naver', email: taken.email, os: '' } });
    expect(dup.json().code).toBe('2010');
  });

  it('under 14 needs the guardian check, as with e-mail sign-up', async () => {
    const account = newAccount('google');
    const { result, bind } = await signInAt('google', account);
    const token = (await ologin(result.client_id!, 'google', bind)).json().data.signup_token as string;
    const year = new Date().getUTCFullYear() - 10;
    const res = await completeSignup('google', token, account.email!, { birth: `${year}-01-01` });
    expect(res.json().code).toBe('2030');
  });
});

describe('an e-mail that already has a password account', () => {
  it('refuses to sign in (2063) until the person proves the password, then links and signs in', async () => {
    const member = await createMember(t);
    const account = newAccount('google', { email: member.email });
    const { result, bind } = await signInAt('google', account);
    const res = await ologin(result.client_id!, 'google', bind);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: '2063', data: { provider_cd: 'google', email: member.email, link_token: expect.any(String) } });
    const linkToken = res.json().data.link_token as string;

    const wrong = await t.request({ method: 'POST', url: '/api/auth/olink', payload: { link_token: linkToken, provider_cd: 'google', user_password: 'wrong-password', os: '' } });
    expect(wrong.json().code).toBe('2001');
    const right = await t.request({ method: 'POST', url: '/api/auth/olink', payload: { link_token: linkToken, provider_cd: 'google', user_password: member.password, os: 'Linked' } });
    expect(right.json()).toMatchObject({ code: '0000', message: '소셜 계정을 연결했습니다.' });
    const replay = await t.request({ method: 'POST', url: '/api/auth/olink', payload: { link_token: linkToken, provider_cd: 'google', user_password: member.password, os: '' } });
    expect(replay.json().code).toBe('2065');

    const next = await signInAt('google', account);
    expect((await ologin(next.result.client_id!, 'google', next.bind)).json().code).toBe('0000');
    // Still a password account.
    const me = await t.request({ method: 'GET', url: '/api/my/user', headers: bearer(right.json().data) });
    expect(me.json().data.provider_cd).toBe('email');
  });
});

describe('POST /api/auth/revoke {code: provider_cd}', () => {
  it('unlinks and revokes at the provider; the only way into an account cannot be removed', async () => {
    const member = await createMember(t);
    const account = newAccount('google', { email: member.email });
    const { result, bind } = await signInAt('google', account);
    const linkToken = (await ologin(result.client_id!, 'google', bind)).json().data.link_token as string;
    const tokens = (await t.request({ method: 'POST', url: '/api/auth/olink', payload: { link_token: linkToken, provider_cd: 'google', user_password: member.password, os: '' } })).json().data;

    const notLinked = await t.request({ method: 'POST', url: '/api/auth/revoke', headers: bearer(tokens), payload: { code: 'naver' } });
    expect(notLinked.json().code).toBe('2056');
    const before = fake.revoked.length;
    const ok = await t.request({ method: 'POST', url: '/api/auth/revoke', headers: bearer(tokens), payload: { code: 'google' } });
    expect(ok.json()).toMatchObject({ code: '0000', message: '소셜 계정 연결을 해제했습니다.' });
    expect(fake.revoked.slice(before)).toEqual([{ provider: 'google', token: expect.stringMatching(/^rt-/) }]);
    const after = await signInAt('google', account);
    expect((await ologin(after.result.client_id!, 'google', after.bind)).json().code).toBe('2063');

    const socialOnly = await linkedMember('naver', newAccount('naver'));
    const blocked = await t.request({ method: 'POST', url: '/api/auth/revoke', headers: bearer(socialOnly), payload: { code: 'naver' } });
    expect(blocked.json().code).toBe('2069');
    expect((await t.request({ method: 'POST', url: '/api/auth/revoke', payload: { code: 'naver' } })).json().code).toBe('0907');
  });

  it('withdrawal of an Apple-linked account revokes the Apple grant and frees the Apple account', async () => {
    const account = newAccount('apple');
    const tokens = await linkedMember('apple', account);
    const before = fake.revoked.length;
    const out = await t.request({ method: 'DELETE', url: '/api/my/user/withdrawal', headers: bearer(tokens), payload: { refreshToken: tokens.refreshToken, confirm_phrase: '탈퇴합니다' } });
    expect(out.json().code).toBe('0000');
    expect(fake.revoked.slice(before)).toEqual([{ provider: 'apple', token: expect.stringMatching(/^rt-/) }]);
    const rows = await t.database.db.select({ id: memberIdentities.id }).from(memberIdentities).where(eq(memberIdentities.subject, account.sub));
    expect(rows).toEqual([]);
    // Signing in with Apple again starts a new sign-up rather than reviving the withdrawn account.
    const again = await signInAt('apple', account);
    expect((await ologin(again.result.client_id!, 'apple', again.bind)).json().code).toBe('2060');
  });

  it('a naver grant is revoked with a fresh access token from the stored refresh token', async () => {
    const tokens = await linkedMember('naver', newAccount('naver'));
    const before = fake.revoked.length;
    await t.request({ method: 'DELETE', url: '/api/my/user/withdrawal', headers: bearer(tokens), payload: { refreshToken: tokens.refreshToken, confirm_phrase: '탈퇴합니다' } });
    expect(fake.revoked.slice(before)).toEqual([{ provider: 'naver', token: expect.stringMatching(/^nat-/) }]);
  });

  it('a suspended member cannot sign in with the social account either', async () => {
    const account = newAccount('google');
    await linkedMember('google', account);
    await t.database.db.update(members).set({ status: 'suspended' }).where(eq(members.email, account.email!));
    const { result, bind } = await signInAt('google', account);
    expect((await ologin(result.client_id!, 'google', bind)).json().code).toBe('0905');
  });
});

describe('provider tokens at rest', () => {
  it('are stored encrypted, never as given', async () => {
    const account = newAccount('google');
    await linkedMember('google', account);
    const [row] = await t.database.db.select({ tokenEnc: memberIdentities.tokenEnc }).from(memberIdentities).where(eq(memberIdentities.subject, account.sub));
    expect(row!.tokenEnc).toMatch(/^v1\./);
    expect(row!.tokenEnc).not.toContain('rt-');
  });
});

describe('sandbox social login (no keys)', () => {
  let s: TestContext;
  beforeAll(async () => {
    s = await createTestApp();
  });
  afterAll(() => s.close());

  it('plays each provider with an in-app page of fake accounts, through to the 2060 sign-up step', async () => {
    const list = await s.request({ method: 'GET', url: '/api/auth/oauth/providers' });
    expect(list.json().data.providers).toEqual([
      { provider_cd: 'naver', sandbox: true },
      { provider_cd: 'google', sandbox: true },
      { provider_cd: 'apple', sandbox: true },
      { provider_cd: 'kakao', sandbox: true },
    ]);
    for (const provider of ['naver', 'google', 'apple', 'kakao'] as const) {
      const start = await s.request({ method: 'GET', url: `/api/auth/oauth/${provider}/start?returnUrl=/course` });
      const bind = start.cookies.find((c) => c.name === 'oauth_bind')!.value;
      const url = start.json().data.url as string;
      expect(url.startsWith(`/api/dev/oauth/${provider}/authorize?`)).toBe(true);
      const page = await s.request({ method: 'GET', url });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('샌드박스');
      const code = /name="code" value="([^"]+)"/.exec(page.body)![1]!;
      const state = new URL(url, 'http://x').searchParams.get('state')!;
      const callback =
        provider === 'apple'
          ? await s.app.inject({ method: 'POST', url: '/api/auth/oauth/apple/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ code, state }).toString() })
          : await s.app.inject({ method: 'GET', url: `/api/auth/oauth/${provider}/callback?${new URLSearchParams({ code, state }).toString()}` });
      const result = fragmentOf(String(callback.headers.location));
      expect(result).toMatchObject({ provider_cd: provider, returnUrl: '/course' });
      const res = await s.request({ method: 'POST', url: '/api/auth/ologin', payload: { client_id: result.client_id, provider_cd: provider, os: '' }, cookies: { oauth_bind: bind } });
      expect(res.json()).toMatchObject({ code: '2060', data: { email: `sandbox1@${provider}.sandbox.test` } });
    }
  });
});

describe('live mode without keys, and an unreachable provider', () => {
  it('offers only configured providers (2061 otherwise) and reports a provider outage as 2067', async () => {
    const live = await createTestApp({
      SOCIAL_LOGIN_PROVIDER: 'live',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      // Nothing listens on port 1.
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:1/token',
    });
    try {
      expect((await live.request({ method: 'GET', url: '/api/auth/oauth/providers' })).json().data.providers).toEqual([{ provider_cd: 'google', sandbox: false }]);
      const naver = await live.request({ method: 'GET', url: '/api/auth/oauth/naver/start' });
      expect(naver.json()).toMatchObject({ code: '2061', message: '지금은 이 소셜 계정으로 로그인할 수 없습니다. 다른 방법으로 로그인해 주세요.' });
      // No sandbox in use: the stand-in page does not exist.
      expect((await live.request({ method: 'GET', url: '/api/dev/oauth/google/authorize?state=a&nonce=b' })).statusCode).toBe(404);
      const start = await live.request({ method: 'GET', url: '/api/auth/oauth/google/start' });
      const state = new URL(start.json().data.url as string).searchParams.get('state')!;
      const res = await live.app.inject({ method: 'GET', url: `/api/auth/oauth/google/callback?code=abc&state=${state}` });
      expect(fragmentOf(String(res.headers.location))).toMatchObject({ code: '2067', message: '소셜 로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      await live.close();
    }
  });
});
