import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // Nothing listens on this port: Redis is down from the start.
  t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LOGIN_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

describe('with Redis unreachable', () => {
  it('answers reads at once instead of waiting for Redis', async () => {
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      const res = await t.request({ method: 'GET', url: '/api/course/list' });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe('0000');
    }
    // Five answers, not five reconnect waits (a hang check, not a speed target).
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('still limits sign-in attempts, counting in this process', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'outage@example.com', user_password: 'wrong-password', os: '' } });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 3)).toEqual(['2001', '2001', '2001']);
    expect(codes.slice(3)).toEqual(['2002', '2002']);
  });
});
