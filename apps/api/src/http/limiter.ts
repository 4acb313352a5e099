import type { Redis } from 'ioredis';

export interface Hits {
  count: number;
  resetMs: number;
}

/** A fixed-window counter: `hit` adds one and says how many hits the window holds so far. */
export interface Limiter {
  hit(key: string, windowMs: number): Promise<Hits>;
  /** The same, counted at once: only a limiter that keeps its counts in this process has it. */
  hitNow?(key: string, windowMs: number): Hits;
  reset(key: string): Promise<void>;
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

/** Counts a hit against a rule; returns the milliseconds to wait when over the limit, else null. */
export async function overLimit(limiter: Limiter, key: string, rule: LimitRule): Promise<number | null> {
  const { count, resetMs } = await limiter.hit(key, rule.windowMs);
  return count > rule.limit ? Math.max(resetMs, 1000) : null;
}

/** One process only: used when REDIS_URL is unset (and as the fallback when Redis fails). */
export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  /** `maxKeys`: past this many counted keys in one sweep period (addresses of a flood), the oldest window goes. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, windowMs: number): Promise<Hits> {
    return Promise.resolve(this.hitNow(key, windowMs));
  }

  hitNow(key: string, windowMs: number): Hits {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      // Deleted and set again, so the map's order stays that of the windows' starts, oldest first.
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, resetMs: w.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  // Expired windows are dropped now and then so memory stays bounded by recent keys.
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

// INCR and the first PEXPIRE in one script, so a crash between them cannot leave a key without expiry.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end
return {c, t}`;

interface Log {
  warn: (obj: object, msg: string) => void;
}

/**
 * Shared by every API process. When Redis cannot be reached the limiter keeps
 * working from process memory (limits get per-process, never disappear) rather
 * than failing sign-ins.
 */
export class RedisLimiter implements Limiter {
  private readonly fallback = new MemoryLimiter();

  constructor(
    private readonly redis: Redis,
    private readonly log: Log,
    private readonly prefix = 'school-limit:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Hits> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
      return { count, resetMs: ttl };
    } catch (err) {
      this.warn(err, 'redis limiter unavailable; counting in memory');
      return this.fallback.hit(key, windowMs);
    }
  }

  async reset(key: string) {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch (err) {
      this.warn(err, 'redis limiter unavailable; reset only in memory');
    }
  }

  // An outage would otherwise write a line per sign-in: one line per 10 seconds is enough.
  private lastWarn = 0;
  private warn(err: unknown, msg: string) {
    if (Date.now() - this.lastWarn < 10_000) return;
    this.lastWarn = Date.now();
    this.log.warn({ err }, msg);
  }
}
