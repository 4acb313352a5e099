import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_ENV } from '../../test/business.ts';
import { sandboxOutbox } from './dev.module.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/outbox', () => {
  it('lists what the sandbox SMS provider "sent", newest first, for a phone written with or without hyphens', async () => {
    await t.request({ method: 'POST', url: '/api/auth/certification', payload: { hpno: '01077770001' } });
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox?to=010-7777-0001' });
    expect(res.statusCode).toBe(200);
    const [message] = res.json().data.messages;
    expect(message).toMatchObject({ channel: 'sms', to: '01077770001', subject: null });
    expect(message.body).toMatch(/\[\d{6}\]/);
    expect((await t.request({ method: 'GET', url: '/api/dev/outbox' })).json().code).toBe('1000');
  });

  it('shows a sandbox 알림톡 as talk, with its template code as the subject', async () => {
    await sandboxOutbox(t.database.db)({ channel: 'talk', to: '01077770009', subject: 'LIVE_STARTING', body: '[투자학교] 라이브 시작' });
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox?to=01077770009' });
    expect(res.json().data.messages).toEqual([{ channel: 'talk', to: '01077770009', subject: 'LIVE_STARTING', body: '[투자학교] 라이브 시작', created_at: expect.any(String) }]);
  });

  it('messages live in the database, so another process on it sees them', async () => {
    const { buildApp } = await import('../../app.ts');
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      await other.inject({ method: 'POST', url: '/api/auth/certification', payload: { hpno: '01077770002' }, cookies: { 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x' } });
      const res = await t.request({ method: 'GET', url: '/api/dev/outbox?to=01077770002' });
      expect(res.json().data.messages).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('answers only a caller on this machine: the socket decides, not X-Forwarded-For', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      await behindProxy.request({ method: 'POST', url: '/api/auth/certification', payload: { hpno: '01077770003' } });
      const local = await behindProxy.request({ method: 'GET', url: '/api/dev/outbox?to=01077770003' });
      expect(local.json().data.messages).toHaveLength(1);
      for (const remoteAddress of ['10.0.0.2', '203.0.113.9', '::ffff:192.168.0.4']) {
        const res = await behindProxy.request({ method: 'GET', url: '/api/dev/outbox?to=01077770003', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: '1004', message: expect.any(String), data: null });
        // Not even the query check tells the route is there.
        expect((await behindProxy.request({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(404);
      }
      expect((await behindProxy.request({ method: 'GET', url: '/api/dev/outbox?to=01077770003', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('does not exist in production, even when sandbox providers are allowed', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SANDBOX_IN_PRODUCTION: 'sms,mail,payment,social,identity,alimtalk', JWT_SECRET: 'j'.repeat(40), MEDIA_SIGNING_KEY: 'm'.repeat(40), IDENTITY_ENCRYPTION_KEY: 'a'.repeat(64), ...BUSINESS_ENV });
    try {
      const res = await prod.request({ method: 'GET', url: '/api/dev/outbox?to=01077770001' });
      expect(res.statusCode).toBe(404);
      // Nor the API explorer (issue 12 item 14): it lists every route and field to an attacker.
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await prod.request({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/dev/jobs/{name}/run', () => {
  it('runs a scheduled job now and answers when it is done: the analytics tables are filled', async () => {
    await t.database.pool.query('delete from analytics_courses');
    const res = await t.request({ method: 'POST', url: '/api/dev/jobs/studio-analytics/run' });
    expect(res.json()).toMatchObject({ code: '0000', data: { name: 'studio-analytics', ran: true } });
    const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from analytics_courses');
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('an unknown job is 7419 in Korean; a malformed name is 400', async () => {
    const res = await t.request({ method: 'POST', url: '/api/dev/jobs/no-such-job/run' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '7419', message: '그런 이름의 예약 작업이 없습니다.' });
    expect((await t.request({ method: 'POST', url: '/api/dev/jobs/Bad_Name/run' })).statusCode).toBe(400);
  });
});
