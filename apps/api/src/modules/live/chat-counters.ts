import type { Redis } from 'ioredis';

/**
 * The chat gate's per-member counters (decision 134): the flood limit (messages in a window), slow mode (time since
 * the member's last message) and repetition (the same text again too soon). In memory for one API process (the
 * embedded default); in Redis when REDIS_URL is set, so every process serving sockets of a class enforces one limit
 * (the same adapter choice as the general rate limit, http/limiter.ts).
 */
export type CounterRefusal = 'LIVE_CHAT_RATE_LIMIT' | 'LIVE_CHAT_SLOW_MODE' | 'LIVE_CHAT_REPEAT';

export interface CounterRule {
  /** Messages allowed in `rateMs` however slow mode is set. */
  rateMax: number;
  rateMs: number;
  /** The class's slow mode: 0 = off. */
  slowMs: number;
  /** The same text is refused within this long of the member's last message. */
  repeatMs: number;
}

export interface ChatCounters {
  /**
   * Checks the rule for one member of one class (`key`) and, when it passes, counts this message — in one step, so
   * two messages sent at once through two processes cannot both pass a limit meant for one.
   */
  take(key: string, text: string, rule: CounterRule): Promise<CounterRefusal | null>;
}

/** One process: the embedded default, and the fallback while Redis cannot be reached. */
export class MemoryChatCounters implements ChatCounters {
  private readonly sent = new Map<string, number[]>();
  private readonly last = new Map<string, { at: number; text: string }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  take(key: string, text: string, rule: CounterRule): Promise<CounterRefusal | null> {
    return Promise.resolve(this.takeNow(key, text, rule));
  }

  takeNow(key: string, text: string, rule: CounterRule): CounterRefusal | null {
    const now = this.now();
    this.sweep(now, rule);
    const times = (this.sent.get(key) ?? []).filter((t) => now - t < rule.rateMs);
    if (times.length >= rule.rateMax) return 'LIVE_CHAT_RATE_LIMIT';
    const prev = this.last.get(key);
    if (prev && rule.slowMs > 0 && now - prev.at < rule.slowMs) return 'LIVE_CHAT_SLOW_MODE';
    if (prev && prev.text === text && now - prev.at < rule.repeatMs) return 'LIVE_CHAT_REPEAT';
    times.push(now);
    this.sent.set(key, times);
    this.last.set(key, { at: now, text });
    return null;
  }

  // Members who stopped writing are dropped now and then, so memory follows the members writing lately.
  private sweep(now: number, rule: CounterRule) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const keep = Math.max(rule.rateMs, rule.repeatMs, 300_000);
    for (const [k, v] of this.last) {
      if (now - v.at >= keep) {
        this.last.delete(k);
        this.sent.delete(k);
      }
    }
  }
}

// One script, so the check and the count are one step for every process. The clock is Redis's own (TIME), so
// processes whose clocks differ still measure one window. A sorted set holds the member's recent messages (score:
// the time), a hash the last message; both expire when they no longer matter.
const TAKE_SCRIPT = `
local sent, last = KEYS[1], KEYS[2]
local rateMax, rateMs, slowMs, repeatMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local text = ARGV[5]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', sent, '-inf', now - rateMs)
local count = redis.call('ZCARD', sent)
if count >= rateMax then return 'LIVE_CHAT_RATE_LIMIT' end
local prev = redis.call('HMGET', last, 'at', 'text')
if prev[1] then
  local at = tonumber(prev[1])
  if slowMs > 0 and now - at < slowMs then return 'LIVE_CHAT_SLOW_MODE' end
  if prev[2] == text and now - at < repeatMs then return 'LIVE_CHAT_REPEAT' end
end
redis.call('ZADD', sent, now, now .. ':' .. count)
redis.call('PEXPIRE', sent, rateMs)
redis.call('HSET', last, 'at', now, 'text', text)
redis.call('PEXPIRE', last, math.max(slowMs, repeatMs))
return false`;

interface Log {
  warn: (obj: object, msg: string) => void;
}

/**
 * Shared by every API process. While Redis cannot be reached the counters go on in this process's memory (limits
 * become per process for that time, never disappear), as the rate limiter does.
 */
export class RedisChatCounters implements ChatCounters {
  private readonly fallback = new MemoryChatCounters();
  private lastWarn = 0;

  constructor(
    private readonly redis: Redis,
    private readonly log: Log,
    private readonly prefix = 'school-live-gate:',
  ) {}

  async take(key: string, text: string, rule: CounterRule): Promise<CounterRefusal | null> {
    try {
      const k = this.prefix + key;
      const answer = (await this.redis.eval(TAKE_SCRIPT, 2, `${k}:sent`, `${k}:last`, rule.rateMax, rule.rateMs, rule.slowMs, rule.repeatMs, text)) as CounterRefusal | null;
      return answer ?? null;
    } catch (err) {
      if (Date.now() - this.lastWarn >= 10_000) {
        this.lastWarn = Date.now();
        this.log.warn({ err }, 'redis chat counters unavailable; counting in this process');
      }
      return this.fallback.take(key, text, rule);
    }
  }
}
