import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { clientKey, registerGeneralLimit } from './general-limit.ts';
import { MemoryLimiter, type Limiter } from './limiter.ts';

async function appWith(limiter: Limiter) {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  registerGeneralLimit(app, { limiter, max: 2, windowMs: 60_000, exempt: (r) => r.headers['x-page-render'] === 'key' });
  app.get('/a', () => ({ ok: true }));
  app.get('/upload', { config: { rateLimit: false } }, () => ({ ok: true }));
  return app;
}

const statuses = async (app: Awaited<ReturnType<typeof appWith>>, url: string, n: number, headers = {}) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await app.inject({ url, headers })).statusCode);
  return out;
};

describe('general limit', () => {
  it('refuses past the limit with 1006, Retry-After and the counters; the answers before carry none', async () => {
    const app = await appWith(new MemoryLimiter());
    const first = await app.inject({ url: '/a' });
    expect(first.headers['x-ratelimit-remaining']).toBeUndefined();
    await app.inject({ url: '/a' });
    const refused = await app.inject({ url: '/a' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: '1006', data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(refused.headers['x-ratelimit-limit']).toBe('2');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('leaves out routes that opt out and the page renderer’s own calls', async () => {
    const app = await appWith(new MemoryLimiter());
    expect(await statuses(app, '/upload', 4)).toEqual([200, 200, 200, 200]);
    expect(await statuses(app, '/a', 4, { 'x-page-render': 'key' })).toEqual([200, 200, 200, 200]);
    expect(await statuses(app, '/a', 3)).toEqual([200, 200, 429]);
  });

  it('waits for a shared counter (Redis), and lets the request through when counting fails', async () => {
    const memory = new MemoryLimiter();
    const shared: Limiter = { hit: (key, windowMs) => memory.hit(key, windowMs), reset: (key) => memory.reset(key) };
    expect(await statuses(await appWith(shared), '/a', 3)).toEqual([200, 200, 429]);
    const broken: Limiter = { hit: () => Promise.reject(new Error('down')), reset: () => Promise.resolve() };
    expect(await statuses(await appWith(broken), '/a', 3)).toEqual([200, 200, 200]);
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped ones as IPv4', () => {
    const key = (ip: string | undefined) => clientKey({ ip } as FastifyRequest);
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff::9'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(key('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(key('10.1.2.3')).toBe('10.1.2.3');
    expect(key(undefined)).toBe('disconnected');
  });
});
