import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedis } from '../test/redis.ts';
import { MemoryLimiter, RedisLimiter, overLimit, type Limiter } from './limiter.ts';

const quiet = { warn: () => undefined };

const redis = await testRedis();
afterAll(() => redis?.disconnect());

function behaves(name: string, make: () => Limiter) {
  describe(name, () => {
    it('allows the limit, refuses beyond it with the wait, and starts over after the window', async () => {
      const limiter = make();
      const key = `test:${randomBytes(6).toString('hex')}`;
      const rule = { limit: 3, windowMs: 300 };
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await overLimit(limiter, key, rule));
      expect(results.slice(0, 3)).toEqual([null, null, null]);
      expect(results[3]).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 350));
      expect(await overLimit(limiter, key, rule)).toBeNull();
    });

    it('reset clears a key; keys are independent', async () => {
      const limiter = make();
      const a = `test:${randomBytes(6).toString('hex')}`;
      const b = `${a}:other`;
      const rule = { limit: 1, windowMs: 60_000 };
      await overLimit(limiter, a, rule);
      expect(await overLimit(limiter, a, rule)).not.toBeNull();
      expect(await overLimit(limiter, b, rule)).toBeNull();
      await limiter.reset(a);
      expect(await overLimit(limiter, a, rule)).toBeNull();
    });
  });
}

behaves('MemoryLimiter', () => new MemoryLimiter());
describe.runIf(redis !== null)('with Redis at 127.0.0.1:6379', () => {
  behaves('RedisLimiter', () => new RedisLimiter(redis!, quiet, 'school-limit-test:'));

  it('two limiters on the same Redis share their counts (as two API processes would)', async () => {
    const one = new RedisLimiter(redis!, quiet, 'school-limit-test:');
    const two = new RedisLimiter(redis!, quiet, 'school-limit-test:');
    const key = `shared:${randomBytes(6).toString('hex')}`;
    expect((await one.hit(key, 60_000)).count).toBe(1);
    expect((await two.hit(key, 60_000)).count).toBe(2);
  });
});

describe('RedisLimiter without a reachable Redis', () => {
  it('keeps limiting from memory instead of failing', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    dead.on('error', () => undefined);
    const limiter = new RedisLimiter(dead, quiet);
    const rule = { limit: 1, windowMs: 60_000 };
    expect(await overLimit(limiter, 'k', rule)).toBeNull();
    expect(await overLimit(limiter, 'k', rule)).not.toBeNull();
    dead.disconnect();
  });
});

describe('MemoryLimiter under a flood of addresses', () => {
  it('keeps at most maxKeys windows, dropping the oldest first', () => {
    const limiter = new MemoryLimiter(Date.now, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hitNow(key, 60_000);
    // 'a' was dropped: it starts a new window; 'd' kept counting.
    expect(limiter.hitNow('a', 60_000).count).toBe(1);
    expect(limiter.hitNow('d', 60_000).count).toBe(2);
  });
});
