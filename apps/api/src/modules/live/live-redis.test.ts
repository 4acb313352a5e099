import type { FastifyInstance } from 'fastify';
import type { LiveChatServerFrame } from '@school/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanDay } from '@school/contracts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { testRedis, TEST_REDIS_URL } from '../../test/redis.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MemoryChatCounters, RedisChatCounters, type CounterRule } from './chat-counters.ts';

// Decision 134: the chat gate's counts (flood limit, slow mode, repetition) held in Redis, so two API processes
// enforce one limit. Against the local Redis at 127.0.0.1:6379; skipped without one outside CI (test/redis.ts).

const rule = (over: Partial<CounterRule> = {}): CounterRule => ({ rateMax: 3, rateMs: 10_000, slowMs: 0, repeatMs: 30_000, ...over });
const quiet = { warn: () => undefined };
const unique = () => `test-${Date.now()}-${Math.random().toString(36).slice(2)}:7`;

let redisUp = false;
const clients: Redis[] = [];
beforeAll(async () => {
  const probe = await testRedis();
  redisUp = probe !== null;
  probe?.disconnect();
});
afterAll(() => clients.forEach((c) => c.disconnect()));

describe('chat counters', () => {
  it('in memory: flood limit, slow mode and repetition for one member of one class', async () => {
    let clock = 1_000_000;
    const c = new MemoryChatCounters(() => clock);
    expect(await c.take('1:7', '하나', rule({ slowMs: 2000 }))).toBeNull();
    expect(await c.take('1:7', '둘', rule({ slowMs: 2000 }))).toBe('LIVE_CHAT_SLOW_MODE');
    expect(await c.take('1:8', '둘', rule({ slowMs: 2000 }))).toBeNull();
    clock += 2000;
    expect(await c.take('1:7', '하나', rule())).toBe('LIVE_CHAT_REPEAT');
    expect(await c.take('1:7', '둘', rule())).toBeNull();
    expect(await c.take('1:7', '셋', rule())).toBeNull();
    expect(await c.take('1:7', '넷', rule())).toBe('LIVE_CHAT_RATE_LIMIT');
    clock += 10_000;
    expect(await c.take('1:7', '넷', rule())).toBeNull();
  });

  it('in Redis: two processes (two connections) count one member against one limit', async (ctx) => {
    if (!redisUp) return ctx.skip();
    const a = new Redis(TEST_REDIS_URL);
    const b = new Redis(TEST_REDIS_URL);
    clients.push(a, b);
    const one = new RedisChatCounters(a, quiet);
    const two = new RedisChatCounters(b, quiet);
    const key = unique();
    expect(await one.take(key, '하나', rule({ slowMs: 60_000 }))).toBeNull();
    expect(await two.take(key, '둘', rule({ slowMs: 60_000 }))).toBe('LIVE_CHAT_SLOW_MODE');
    const flood = unique();
    // Sent at once through both: exactly three of six pass, whatever the interleaving.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => (n % 2 ? one : two).take(flood, `메시지 ${n}`, rule())));
    expect(answers.filter((x) => x === null)).toHaveLength(3);
    expect(answers.filter((x) => x === 'LIVE_CHAT_RATE_LIMIT')).toHaveLength(3);
    const repeat = unique();
    expect(await one.take(repeat, '같은 말', rule())).toBeNull();
    expect(await two.take(repeat, '같은 말', rule())).toBe('LIVE_CHAT_REPEAT');
    // The keys expire with the windows: nothing stays behind for a member who stopped writing.
    const ttl = await a.pttl(`school-live-gate:${flood}:sent`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10_000);
  });

  it('counts in this process while Redis cannot be reached, and says so once', async () => {
    const down = new Redis(TEST_REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    clients.push(down);
    const warned: string[] = [];
    const c = new RedisChatCounters(down, { warn: (_o, msg) => warned.push(msg) });
    const key = unique();
    expect(await c.take(key, '하나', rule({ rateMax: 1 }))).toBeNull();
    expect(await c.take(key, '둘', rule({ rateMax: 1 }))).toBe('LIVE_CHAT_RATE_LIMIT');
    expect(warned).toHaveLength(1);
  });
});

// ── Two API processes on one database and one Redis ─────────────────────────────

type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };

describe('chat through two API processes', () => {
  let t: TestContext;
  let two: FastifyInstance;
  let staff: Tokens;
  let member: Tokens;
  let teacherSn: number;

  beforeAll(async () => {
    if (!redisUp) return;
    t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    const { buildApp } = await import('../../app.ts');
    two = await buildApp({ config: t.config, database: t.database });
    await Promise.all([t.app.ready(), two.ready()]);
    // Class ids start at 1000 in every test database: a random start keeps this run's Redis keys its own.
    await t.database.pool.query(`alter table live_classes alter column id restart with ${100_000_000 + Math.floor(Math.random() * 1_000_000_000)}`);
    staff = await login(t, await createMember(t, { role: 'staff' }));
    member = await login(t, await createMember(t));
    teacherSn = Number(((await t.database.pool.query('select min(teacher_sn) as sn from teachers')).rows[0] as { sn: number }).sn);
  });
  afterAll(async () => {
    await two?.close();
    await t?.close();
  });

  const schedule = async (slow: number): Promise<number> => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/live',
      headers: bearer(staff),
      payload: { title: '두 프로세스 라이브', teacher_sn: teacherSn, starts_at: `${koreanDay(new Date(Date.now() + 86_400_000))}T08:30`, audience: 'members', slow_mode_sec: slow },
    });
    const body = res.json<Body<{ live: { live_id: number } }>>();
    expect(body.code, body.message).toBe('0000');
    return body.data.live.live_id;
  };

  /** A member's socket on one process: sends a message and returns the id it got, or the refusal's code. */
  async function socket(app: FastifyInstance, liveId: number) {
    const ws = await app.injectWS(`/api/live/${liveId}/chat`);
    const frames: LiveChatServerFrame[] = [];
    let wake: () => void = () => undefined;
    ws.on('message', (raw: Buffer) => {
      frames.push(JSON.parse(raw.toString('utf8')) as LiveChatServerFrame);
      wake();
    });
    const until = async (pred: (f: LiveChatServerFrame) => boolean, from: number) => {
      const deadline = Date.now() + 3000;
      for (;;) {
        const hit = frames.slice(from).find(pred);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100).unref();
        });
      }
    };
    ws.send(JSON.stringify({ type: 'auth', token: member.accessToken, after: 0 }));
    await until((f) => f.type === 'ready', 0);
    return {
      say: async (text: string): Promise<string> => {
        const from = frames.length;
        ws.send(JSON.stringify({ type: 'send', text }));
        const f = await until((x) => (x.type === 'message' && x.text === text) || x.type === 'refused', from);
        return f.type === 'refused' ? f.code : 'sent';
      },
      close: () => ws.terminate(),
    };
  }

  it('slow mode set for the class holds for a member writing through both processes', async (ctx) => {
    if (!redisUp) return ctx.skip();
    const liveId = await schedule(60);
    const a = await socket(t.app, liveId);
    const b = await socket(two, liveId);
    expect(await a.say('첫 질문입니다')).toBe('sent');
    expect(await b.say('다른 창에서 바로 또')).toBe('3201');
    expect(await a.say('원래 창에서도 또')).toBe('3201');
    a.close();
    b.close();
  });

  it('the flood limit (5 in 10 s) and repetition count messages of both processes together', async (ctx) => {
    if (!redisUp) return ctx.skip();
    const liveId = await schedule(0);
    const a = await socket(t.app, liveId);
    const b = await socket(two, liveId);
    expect(await a.say('반복되는 말')).toBe('sent');
    expect(await b.say('반복되는 말')).toBe('3207');
    const got = [];
    for (let n = 2; n <= 6; n++) got.push(await (n % 2 ? a : b).say(`메시지 ${n}`));
    expect(got).toEqual(['sent', 'sent', 'sent', 'sent', '3205']);
    a.close();
    b.close();
  });
});
