import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, lastCode, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '5', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const wrongLogin = (email: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, user_password: 'definitely-wrong', os: '' } });

describe('limits that protect accounts without handing attackers a lock (issue 12 items 8–11)', () => {
  it('wrong passwords from one address do not lock the owner out from another (item 11)', async () => {
    const m = await createMember(t);
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await wrongLogin(m.email, '10.66.0.1')).json().code);
    expect(codes.at(-1)).toBe('2002');
    const owner = await t.request({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.66.0.2', payload: { email: m.email, user_password: m.password, os: '' } });
    expect(owner.json().code).toBe('0000');
  });

  it('limits guesses of the current password when changing it (item 8)', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    const codes = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.request({ method: 'PUT', url: '/api/my/user/password', headers: bearer(tokens), payload: { user_password: `wrong-${i}-password`, new_password: 'a-brand-new-Passw0rd' } });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('2015'));
    expect(codes.at(-1)).toBe('2016');
    // Even the right password waits now.
    const right = await t.request({ method: 'PUT', url: '/api/my/user/password', headers: bearer(tokens), payload: { user_password: m.password, new_password: 'a-brand-new-Passw0rd' } });
    expect(right.statusCode).toBe(429);
  });

  it('a wrong reset token is refused before any hashing, and guesses are limited per address (item 9)', async () => {
    const codes = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/resetPassword', remoteAddress: '10.66.0.9', payload: { token: `guess-${i}-xxxxxxxxxxxxxxxx`, new_password: 'a-brand-new-Passw0rd' } });
      codes.push(res.json().code);
    }
    expect(codes[0]).toBe('2040');
    expect(codes.at(-1)).toBe('2041');
  });

  it('duplicate checks are limited per address (item 10)', async () => {
    const codes = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/dup', remoteAddress: '10.66.0.10', payload: { type: 'email', value: `probe${i}@example.com` } });
      codes.push(res.json().code);
    }
    expect(codes[0]).toBe('0000');
    expect(codes.at(-1)).toBe('1006');
  });

  it('a phone number lookup needs the sign-up certification of that number (item 10)', async () => {
    const hpno = `0109${String(Date.now()).slice(-7)}`;
    const ask = (extra: object) => t.request({ method: 'POST', url: '/api/auth/dup', remoteAddress: '10.66.0.11', payload: { type: 'hpno', value: hpno, ...extra } });
    expect((await ask({})).json().code).toBe('2020');
    expect((await ask({ auth_no: '000000' })).json().code).toBe('2020');
    const sent = await t.request({ method: 'POST', url: '/api/auth/certification', remoteAddress: '10.66.0.11', payload: { hpno, page: 'signUp' } });
    expect(sent.json().code).toBe('0000');
    expect((await ask({ auth_no: '000000' })).json().code).toBe('2022');
    const right = await ask({ auth_no: await lastCode(t, hpno) });
    expect(right.json()).toMatchObject({ code: '0000', data: { type: 'hpno', duplicated: false } });
  });
});
