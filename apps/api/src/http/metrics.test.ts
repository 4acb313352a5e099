import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // Behind one proxy; the monitoring network is 10.1.0.0/16.
  t = await createTestApp({ TRUST_PROXY: '1', METRICS_ALLOW: '127.0.0.1,10.1.0.0/16' });
});
afterAll(() => t.close());

const scrape = (remoteAddress: string, forwardedFor?: string) =>
  t.request({ method: 'GET', url: '/metrics', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('GET /metrics', () => {
  it('counts requests per route pattern with their status, and shows the pool and the event loop', async () => {
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/stocks/kr/005930' });
    const res = await scrape('10.1.2.3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 2\n/);
    // Buckets are cumulative and end in +Inf with every request; the type line says histogram.
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",status="200",le="\+Inf"\} 2\n/);
    const buckets = [...res.body.matchAll(/http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",status="200",le="[^"]+"\} (\d+)/g)].map((m) => Number(m[1]));
    expect(buckets).toHaveLength(13);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    // The pattern, not the stock code: one series per route.
    expect(res.body).toContain('route="/api/stocks/:region/:code"');
    expect(res.body).not.toContain('005930');
    expect(res.body).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(res.body).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('answers any other address with the ordinary 404, also when the proxy itself is allowed', async () => {
    const outside = await scrape('203.0.113.9');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('1004');
    // The proxy (127.0.0.1) forwards a client from outside: the client's address decides.
    const forwarded = await scrape('127.0.0.1', '198.51.100.20');
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.body).not.toContain('http_request');
  });
});
