import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login, type TestMember } from '../test/accounts.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
});
afterAll(() => t.close());

describe('XSRF is checked on the path the router matched (issue 12 item 6)', () => {
  it('refuses an encoded /api path without the XSRF header', async () => {
    const tokens = await login(t, member);
    for (const url of ['/%61pi/auth/logout', '/%2561pi/auth/logout', '/API/auth/logout', '//api/auth/logout']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: { refreshToken: tokens.refreshToken } });
      expect(res.json().code, url).not.toBe('0000');
    }
    // The session survived: its refresh token still works.
    const refreshed = await t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, os: '' } });
    expect(refreshed.json().code).toBe('0000');
  });
});

describe('token responses are never stored by a cache (issue 12 item 13)', () => {
  it('login, refresh and my user send Cache-Control: no-store', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, user_password: member.password, os: '' } });
    expect(res.json().code).toBe('0000');
    expect(res.headers['cache-control']).toContain('no-store');
    const tokens = res.json().data as { accessToken: string; refreshToken: string };
    const refreshed = await t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { ...tokens, os: '' } });
    expect(refreshed.headers['cache-control']).toContain('no-store');
    const me = await t.request({ method: 'GET', url: '/api/my/user', headers: bearer(refreshed.json().data.accessToken as string) });
    expect(me.json().code).toBe('0000');
    expect(me.headers['cache-control']).toContain('no-store');
  });

  it('a public answer keeps the cache rule of its route; every other API answer, errors included, is no-store', async () => {
    const business = await t.request({ method: 'GET', url: '/api/comm/business' });
    expect(business.headers['cache-control']).toBe('public, max-age=300');
    for (const url of ['/api/health', '/api/no-such-call', '/api/course/list?size=0']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
