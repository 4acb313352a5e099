import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let tokens: Tokens;
beforeAll(async () => {
  // One client sends thousands of requests here: the general per-address limit would answer instead.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000', LOGIN_LIMIT_PER_IP: '100000' });
  tokens = await login(t, await createMember(t));
});
afterAll(() => t.close());

const RUNS = 200;

// Bodies that look like the real ones (right keys, random values) as well as anything JSON.
const fields = ['email', 'user_password', 'new_password', 'os', 'accessToken', 'refreshToken', 'hpno', 'auth_no', 'page', 'type', 'value', 'user_name', 'nickname', 'birth', 'gender', 'is_market', 'agree_terms', 'agree_privacy', 'referral_code', 'guardian_name', 'guardian_hpno', 'guardian_auth_no', 'token'];
const value = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 300 }),
  fc.emailAddress(),
  fc.constantFrom('Y', 'N', 'M', 'F', 'email', 'nickname', 'hpno', 'signUp', 'guardian', '01012345678', '010-1234-5678', '123456', '2010-01-01', '2999-12-31', ''),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 16 }),
  fc.dictionary(fc.string({ maxLength: 20 }), value, { maxKeys: 5 }),
);

const endpoints: { method: 'POST' | 'PUT' | 'DELETE'; url: string; auth?: boolean }[] = [
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/rtoken' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'POST', url: '/api/auth/dup' },
  { method: 'POST', url: '/api/auth/certification' },
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/findPassword' },
  { method: 'POST', url: '/api/auth/resetPassword' },
  { method: 'POST', url: '/api/auth/alogin', auth: true },
  { method: 'PUT', url: '/api/my/user/password', auth: true },
  { method: 'PUT', url: '/api/my/user/hpno', auth: true },
  { method: 'PUT', url: '/api/my/user/name', auth: true },
  { method: 'PUT', url: '/api/my/user/market', auth: true },
];

describe('random JSON bodies never crash an auth endpoint', () => {
  for (const e of endpoints) {
    it(`${e.method} ${e.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await t.request({
            method: e.method,
            url: e.url,
            headers: { 'content-type': 'application/json', ...(e.auth ? { authorization: `Bearer ${tokens.accessToken}` } : {}) },
            payload: JSON.stringify(payload),
          });
          expect(res.statusCode).toBeLessThan(500);
          const json = res.json();
          expect(json.code).toMatch(/^\d{4}$/);
          expect(typeof json.message).toBe('string');
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('GET /api/auth/referral/{code} with random path segments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (code) => {
        const res = await t.request({ method: 'GET', url: `/api/auth/referral/${encodeURIComponent(code)}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('DELETE /api/my/user/withdrawal with random bodies never crashes (and a wrong token withdraws nothing)', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.request({
          method: 'DELETE',
          url: '/api/my/user/withdrawal',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const still = await t.request({ method: 'GET', url: '/api/comm/incheck', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(still.json().code).toBe('0000');
  });
});
