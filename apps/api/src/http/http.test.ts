import { errorEnvelope } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  // A route that fails the way a bug would, to see what the client is told.
  t.app.get('/api/test-crash', async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
});
afterAll(() => t.close());

describe('every response is the {code, message, data} envelope', () => {
  it('unknown API path → 404 with code 1004', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json())).toEqual({ code: '1004', message: '요청하신 내용을 찾을 수 없습니다.', data: null });
  });

  it('a field in the wrong form → 400 with its own Korean sentence, no field path (the path stays in data.fields)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/certificate/verify/2026-12' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; data: { fields: { field: string }[] } }>();
    expect(body.code).toBe('1000');
    expect(body.message).toBe('수료증 번호 형식이 올바르지 않습니다. (예: 2026-000123-K7QX)');
    expect(body.message).not.toMatch(/params|body|querystring|[a-z_]+\./);
    expect(body.data.fields[0]!.field).toBe('params.number');
  });

  it('malformed JSON → 400 with code 1001', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"lc_no": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '1001', data: null });
  });

  it('oversized body → 413 with code 1002', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'ㄱ'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: '1002', message: '요청 내용이 너무 큽니다.', data: null });
  });

  it('an unexpected error → 500 with a Korean message that hides the internals', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    const body = errorEnvelope.parse(res.json());
    expect(body.code).toBe('9000');
    expect(body.message).toContain('일시적인 오류');
    expect(res.body).not.toContain('hunter2');
    expect(body.message).toContain(String(res.headers['x-request-id']).slice(0, 8));
  });
});

describe('XSRF double-submit', () => {
  it('API answers set no cookie (the page hands it out): nothing per call, and cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('a state-changing call without the matching header is refused with 0908 before anything runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      cookies: { 'XSRF-TOKEN': 'abc' },
      headers: { 'x-xsrf-token': 'abd' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: '0908', data: null });
  });
});

describe('security headers', () => {
  it('API answers get the headers that protect data, not those of pages; rate counters only with a refusal', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    // The API document is a page: it keeps the pages' policy.
    const docs = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('documents the menu call from the zod contracts at /api/docs', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/comm/menu'].get.responses['200']).toBeDefined();
    const ui = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('rate limit', () => {
  it('refuses with 429 and code 1006 past the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.request({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.request({ method: 'GET', url: '/api/health' });
      expect(res.json()).toEqual({ code: '1006', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', data: null });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
