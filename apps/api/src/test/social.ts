import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { lastCode } from './accounts.ts';
import type { FakeAccount, FakeOAuth } from './fake-oauth.ts';
import type { TestContext } from './test-app.ts';

export type Provider = 'naver' | 'google' | 'apple' | 'kakao';

/**
 * The social sign-in flow against the fake providers, as the browser walks it: start → provider →
 * our callback → ologin, and social sign-up with its SMS step. Getters, because the app and the fake
 * provider are made in beforeAll.
 */
export function socialFlow(app: () => TestContext, fakeOAuth: () => FakeOAuth) {
  let serial = 0;
  const uniq = () => `${Date.now() % 100000}${serial++}${randomBytes(2).toString('hex')}`;
  // Kakao's 회원번호 is a number.
  const subject = (provider: Provider) => (provider === 'kakao' ? `${Date.now()}${serial++}` : `${provider}-${uniq()}`);
  const newAccount = (provider: Provider, extra: Partial<FakeAccount> = {}) =>
    fakeOAuth().addAccount({ sub: subject(provider), email: `${provider}${uniq()}@mail.example.com`, name: '소셜사용자', ...extra });
  let phoneSerial = 0;
  const newPhone = () => `0108${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSerial++ % 10000).padStart(4, '0')}`.slice(0, 11);
  let ipSerial = 0;
  const newIp = () => `10.9.${Math.floor(ipSerial / 250)}.${(ipSerial++ % 250) + 1}`;

  const fragmentOf = (location: string) => {
    expect(location.startsWith('/login/oauth#')).toBe(true);
    return Object.fromEntries(new URLSearchParams(location.split('#')[1]));
  };

  /** Start → provider (consents at once as `account`) → our callback; returns what reaches the SPA. */
  async function signInAt(provider: Provider, account: FakeAccount, options: { bind?: string; returnUrl?: string } = {}) {
    const start = await app().request({
      method: 'GET',
      url: `/api/auth/oauth/${provider}/start?returnUrl=${encodeURIComponent(options.returnUrl ?? '/my')}`,
      ...(options.bind ? { cookies: { oauth_bind: options.bind } } : {}),
    });
    expect(start.json()).toMatchObject({ code: '0000', data: { provider_cd: provider, expires_in: 600 } });
    const bind = options.bind ?? start.cookies.find((c) => c.name === 'oauth_bind')!.value;
    const authorize = `${start.json().data.url as string}&login_as=${encodeURIComponent(account.sub)}`;
    const res = await fetch(authorize, { redirect: 'manual' });
    let callback;
    if (provider === 'apple') {
      // Apple's page POSTs from appleid.apple.com: no XSRF cookie or header.
      const form = (await res.json()) as Record<string, string>;
      callback = await app().app.inject({
        method: 'POST',
        url: '/api/auth/oauth/apple/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    } else {
      const back = new URL(res.headers.get('location')!);
      callback = await app().app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    }
    expect(callback.statusCode).toBe(303);
    const location = String(callback.headers.location);
    return { location, result: fragmentOf(location), bind, callbackUrl: callback };
  }

  const ologin = (clientId: string, provider: Provider, bind: string | undefined, os = 'Test OS / Social') =>
    app().request({ method: 'POST', url: '/api/auth/ologin', payload: { client_id: clientId, provider_cd: provider, os }, ...(bind ? { cookies: { oauth_bind: bind } } : {}) });

  async function certify(hpno: string, page = 'signUp') {
    const res = await app().request({ method: 'POST', url: '/api/auth/certification', payload: { hpno, page }, remoteAddress: newIp() });
    expect(res.json().code).toBe('0000');
    return lastCode(app(), hpno);
  }

  async function completeSignup(provider: Provider, signupToken: string, email: string, extra: Record<string, unknown> = {}) {
    const osignup = await app().request({ method: 'POST', url: '/api/auth/osignup', payload: { signup_token: signupToken, provider_cd: provider, email, os: 'Test OS' } });
    expect(osignup.json()).toMatchObject({ code: '0000', data: { provider_cd: provider, email } });
    const hpno = newPhone();
    const auth_no = await certify(hpno);
    return app().request({
      method: 'POST',
      url: '/api/auth/osignup/complete',
      payload: {
        signup_token: signupToken,
        provider_cd: provider,
        os: 'Test OS',
        user_name: '김소셜',
        nickname: `소셜${uniq()}`.slice(0, 20),
        hpno,
        auth_no,
        birth: '1990-03-03',
        gender: 'F',
        agree_terms: 'Y',
        agree_privacy: 'Y',
        is_market: 'N',
        ...extra,
      },
    });
  }
  return { uniq, newAccount, newPhone, newIp, fragmentOf, signInAt, ologin, certify, completeSignup };
}
