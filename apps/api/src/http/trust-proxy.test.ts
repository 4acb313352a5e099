import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // One proxy in front (the test's own address); the address limit allows three sign-ins.
  t = await createTestApp({ TRUST_PROXY: '1', LOGIN_LIMIT_PER_IP: '3' });
});
afterAll(() => t.close());

describe('behind one proxy, a client cannot choose its own address', () => {
  it('ignores a forged leftmost X-Forwarded-For: the per-address sign-in limit still applies', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        // The client wrote the first entry; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
        payload: { email: `nobody${i}@example.com`, user_password: 'wrong-password', os: '' },
      });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 3)).toEqual(['2001', '2001', '2001']);
    expect(codes.slice(3)).toEqual(['2003', '2003', '2003']);
  });

  it('takes the address the proxy saw, not the proxy itself', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.99, 192.0.2.44' },
      payload: { email: 'x@example.com', user_password: 'wrong-password', os: '' },
    });
    // Another client address: its own budget.
    expect(res.json().code).toBe('2001');
  });
});
