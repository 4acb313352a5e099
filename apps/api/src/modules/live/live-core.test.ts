import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { AdviceGuard } from '../qna/advice-guard.ts';
import { hashStreamKey, ingestAddress, issueStreamKey, streamKeyMatches } from './stream-key.ts';
import { liveAccess, type ViewerFacts } from './access.ts';
import { ChatGate } from './chat-gate.ts';
import { afterId, InProcessChatBus, RecentIds, RedisChatBus, type ChatEvent } from './chat-bus.ts';
import { testRedis, TEST_REDIS_URL } from '../../test/redis.ts';

const member: ViewerFacts = { memberId: 7, hasPassOrSubscription: false, ownedCourseIds: [], seminarIds: [], isStaffOrTeacher: false, banned: false };

describe('stream key', () => {
  it('is shown once, kept as a hash, and a rotated key replaces the old one', () => {
    const first = issueStreamKey();
    expect(first.hash).toBe(hashStreamKey(first.key));
    expect(first.hash).not.toContain(first.key);
    expect(first.hint.length).toBeLessThan(12);
    expect(streamKeyMatches(first.key, first.hash)).toBe(true);
    const rotated = issueStreamKey();
    expect(streamKeyMatches(first.key, rotated.hash)).toBe(false);
    expect(streamKeyMatches('live_guess', rotated.hash)).toBe(false);
    expect(streamKeyMatches(rotated.key, 'not-a-hash')).toBe(false);
    expect(ingestAddress('rtmp://127.0.0.1:1935/', 12)).toBe('rtmp://127.0.0.1:1935/live/12');
  });
});

describe('who may watch', () => {
  it('follows the audience the class was scheduled for', () => {
    expect(liveAccess({ kind: 'free' }, { ...member, memberId: null })).toEqual({ ok: true, canWrite: false });
    expect(liveAccess({ kind: 'members' }, { ...member, memberId: null })).toEqual({ ok: false, reason: 'login' });
    expect(liveAccess({ kind: 'members' }, member)).toEqual({ ok: true, canWrite: true });
    expect(liveAccess({ kind: 'pass' }, member)).toEqual({ ok: false, reason: 'entitlement' });
    expect(liveAccess({ kind: 'pass' }, { ...member, hasPassOrSubscription: true }).ok).toBe(true);
    expect(liveAccess({ kind: 'course', courseId: 3 }, { ...member, ownedCourseIds: [4] }).ok).toBe(false);
    expect(liveAccess({ kind: 'course', courseId: 3 }, { ...member, ownedCourseIds: [3] }).ok).toBe(true);
    expect(liveAccess({ kind: 'seminar', seminarId: 9 }, { ...member, seminarIds: [9] }).ok).toBe(true);
    expect(liveAccess({ kind: 'free' }, { ...member, banned: true })).toEqual({ ok: false, reason: 'banned' });
    expect(liveAccess({ kind: 'pass' }, { ...member, isStaffOrTeacher: true }).ok).toBe(true);
  });
});

describe('chat gate', async () => {
  const guard = new AdviceGuard([{ code: '005930', names: ['삼성전자'] }]);
  let clock = 1_000_000;
  const gate = new ChatGate({ advice: (t) => guard.check(t), now: () => clock, rateMax: 3, ratePerMs: 10_000 });

  it('holds advice requests, links and phone numbers back with a reason', async () => {
    expect(await gate.check(1, 7, '삼성전자 지금 사도 될까요?')).toMatchObject({ ok: false, code: 'LIVE_CHAT_ADVICE_HELD' });
    expect(await gate.check(1, 7, '종목 추천해 주세요')).toMatchObject({ ok: false, code: 'LIVE_CHAT_ADVICE_HELD' });
    expect(await gate.check(1, 7, '여기로 오세요 https://evil.example')).toMatchObject({ ok: false, code: 'LIVE_CHAT_LINK' });
    expect(await gate.check(1, 7, '리딩방 open.kakao.com/o/abc')).toMatchObject({ ok: false, code: 'LIVE_CHAT_LINK' });
    expect(await gate.check(1, 7, '문의 010-1234-5678')).toMatchObject({ ok: false, code: 'LIVE_CHAT_LINK' });
    expect(await gate.check(1, 7, '')).toMatchObject({ ok: false, code: 'LIVE_CHAT_INVALID' });
    expect(await gate.check(1, 7, 'a'.repeat(301))).toMatchObject({ ok: false, code: 'LIVE_CHAT_INVALID' });
    expect(await gate.check(1, 7, { text: 'x' })).toMatchObject({ ok: false, code: 'LIVE_CHAT_INVALID' });
  });

  it('passes markup through as text (the client renders it as text, never HTML)', async () => {
    expect(await gate.check(1, 8, '<img src=x onerror=alert(1)>  PER이  뭔가요')).toEqual({ ok: true, text: '<img src=x onerror=alert(1)> PER이 뭔가요' });
  });

  it('enforces slow mode, repetition, the flood limit and mute; staff are exempt', async () => {
    gate.setSlowMode(2, 5);
    expect((await gate.check(2, 7, 'PER이 뭔가요')).ok).toBe(true);
    clock += 1000;
    expect(await gate.check(2, 7, 'PBR은요?')).toMatchObject({ code: 'LIVE_CHAT_SLOW_MODE' });
    clock += 5000;
    expect(await gate.check(2, 7, 'PER이 뭔가요')).toMatchObject({ code: 'LIVE_CHAT_REPEAT' });
    gate.setSlowMode(2, 0);
    expect((await gate.check(2, 7, '두 번째')).ok).toBe(true);
    expect((await gate.check(2, 7, '세 번째')).ok).toBe(true);
    expect(await gate.check(2, 7, '네 번째')).toMatchObject({ code: 'LIVE_CHAT_RATE_LIMIT' });
    clock += 10_000;
    gate.mute(2, 7, true);
    expect(await gate.check(2, 7, '다섯 번째')).toMatchObject({ code: 'LIVE_CHAT_MUTED' });
    expect((await gate.check(3, 7, '다른 수업에서는 돼요')).ok).toBe(true);
    gate.mute(2, 7, false);
    expect((await gate.check(2, 7, '풀렸어요')).ok).toBe(true);
    expect((await gate.check(2, 1, '공지', true)).ok).toBe(true);
    expect((await gate.check(2, 1, '공지', true)).ok).toBe(true);
  });
});

const msg = (id: number, classId = 1): Extract<ChatEvent, { type: 'message' }> => ({ type: 'message', id, classId, memberId: 7, nick: '회원', text: `m${id}`, question: false, at: new Date(0).toISOString() });

describe('chat bus', () => {
  it('delivers a class only to its own room, and resumes after an id without duplicates', async () => {
    const bus = new InProcessChatBus();
    const got: ChatEvent[] = [];
    const off = await bus.subscribe(1, (e) => got.push(e));
    await bus.publish(msg(1));
    await bus.publish(msg(2, 2));
    await off();
    await bus.publish(msg(3));
    expect(got).toEqual([msg(1)]);
    expect(afterId([msg(3), msg(1), msg(2), msg(3)], 1).map((m) => m.id)).toEqual([2, 3]);
    await bus.close();
  });

  it('a socket sends each message once, also when a lower id is published after a higher one (two members at once)', () => {
    const sent = new RecentIds(3);
    expect([2, 1, 2, 1].map((id) => sent.add(id))).toEqual([true, true, false, false]);
    // Only the last three are kept: a long class does not grow it.
    expect([3, 4, 2].map((id) => sent.add(id))).toEqual([true, true, true]);
  });

  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('shares a class chat between two processes through Redis', async (ctx) => {
    const probe = await testRedis();
    if (!probe) return ctx.skip();
    probe.disconnect();
    const a = new Redis(TEST_REDIS_URL);
    const b = new Redis(TEST_REDIS_URL);
    clients.push(a, b);
    const busA = new RedisChatBus(a);
    const busB = new RedisChatBus(b);
    const room = 900_000 + Math.floor(Math.random() * 99_999);
    const got: ChatEvent[] = [];
    let first: () => Promise<void> = async () => undefined;
    const arrived = new Promise<void>((resolve) => void busB.subscribe(room, (e) => (got.push(e), resolve())).then((off) => ((first = off), busA.publish(msg(41, room)))));
    await arrived;
    expect(got).toEqual([msg(41, room)]);
    // Redis keeps the class's subscription while a local listener is left, and drops it with the last one.
    const subscribers = async () => ((await a.pubsub('NUMSUB', `live:chat:${room}`)) as [string, number])[1];
    const second = await busB.subscribe(room, () => undefined);
    const off = await busB.subscribe(room, () => undefined);
    await off();
    await first();
    expect(await subscribers()).toBe(1);
    await second();
    expect(await subscribers()).toBe(0);
    await Promise.all([busA.close(), busB.close()]);
  });
});
