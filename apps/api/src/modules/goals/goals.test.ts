import { envelope, goalStatus, koreanMoment } from '@school/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectureProgress, lectures, members, watchSnapshots } from '../../db/schema/index.ts';
import type { MailMessage, MailSender } from '../../providers/mail/mail.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { GoalsService } from './goals.service.ts';
import { isKoreanNight, mondayOf, summarize } from './weeks.ts';

let t: TestContext;
let lcNos: number[];
let courseSn: number;

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db.select({ courseSn: courses.courseSn }).from(courses).orderBy(asc(courses.courseSn)).limit(1);
  courseSn = c!.courseSn;
  lcNos = (await t.database.db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.courseSn, courseSn)).orderBy(asc(lectures.sortOrder))).map((l) => l.lcNo);
});
afterAll(() => t.close());

/** A service on the test database with a clock the test moves and a mailbox it reads. */
function service(clock: { now: Date }) {
  const sent: MailMessage[] = [];
  const mail: MailSender = { name: 'test', sandbox: true, send: async (m) => void sent.push(m) };
  const goals = new GoalsService(t.database.db, mail, { publicUrl: 'https://school.test', senderName: '테스트학교', senderAddress: '서울' }, t.app.log, () => clock.now);
  return { goals, sent };
}
const kst = (local: string) => koreanMoment(local.slice(0, 10), local.slice(11));

/** The member's credited watching: a progress row carrying the live total, and the daily snapshots of the past. */
async function watching(memberId: number, live: number, snapshots: Record<string, number>) {
  await t.database.db
    .insert(lectureProgress)
    .values({ memberId, lcNo: lcNos[0]!, courseSn, durationSec: 600, creditedSecond: live })
    .onConflictDoUpdate({ target: [lectureProgress.memberId, lectureProgress.lcNo], set: { creditedSecond: live } });
  const rows = Object.entries(snapshots).map(([day, creditedTotal]) => ({ day, memberId, creditedTotal }));
  if (rows.length) await t.database.db.insert(watchSnapshots).values(rows).onConflictDoNothing();
}

describe('Korean-time weeks', () => {
  it('a week runs Monday 00:00 to Sunday 24:00 in Korea, whatever the UTC date', () => {
    expect(mondayOf(kst('2026-11-29T23:59:59'))).toBe('2026-11-23'); // Sunday night in Seoul
    expect(mondayOf(kst('2026-11-30T00:00:00'))).toBe('2026-11-30'); // still Sunday 15:00 in UTC
    expect(mondayOf(kst('2026-11-30T08:59:00'))).toBe('2026-11-30');
    expect([kst('2026-11-30T20:59:59'), kst('2026-11-30T21:00:00'), kst('2026-12-01T07:59:59'), kst('2026-12-01T08:00:00')].map(isKoreanNight)).toEqual([false, true, true, false]);
  });

  it('an unfinished week never breaks the streak; a missed past week does', () => {
    const mondays = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
    const goals = [{ weekStart: '2026-11-02', minutes: 60 }];
    expect(summarize(mondays, [3600, 3600, 3600, 0], goals).streak).toBe(3);
    expect(summarize(mondays, [3600, 3600, 3600, 3600], goals).streak).toBe(4);
    expect(summarize(mondays, [3600, 1800, 3600, 3600], goals).streak).toBe(2);
    expect(summarize(mondays, [3600, 3600, 3600, 3600], []).streak).toBe(0);
  });
});

describe('weekly goal and streak', () => {
  it('counts credited minutes per Korean week against the goal then in force, across the week boundary', async () => {
    const m = await createMember(t);
    const clock = { now: kst('2026-11-11T12:00:00') };
    const { goals } = service(clock);
    await goals.setGoal(m.id, 60); // holds from Monday 11-09
    // Week of 11-09: 70 min; week of 11-16: 30 min (missed); week of 11-23: 65 min; this week (11-30): 20 min so far.
    await watching(m.id, 4200 + 1800 + 3900 + 1200, { '2026-11-08': 0, '2026-11-15': 4200, '2026-11-22': 6000, '2026-11-29': 9900 });

    clock.now = kst('2026-11-29T23:30:00'); // Sunday night: this week is 11-23, 65 + 20 minutes (the live total)
    let s = await goals.status(m.id);
    expect(s.this_week).toEqual({ week_start: '2026-11-23', minutes: 85, goal: 60, met: 'Y' });
    expect(s.streak).toBe(1);

    clock.now = kst('2026-11-30T00:10:00'); // past midnight in Seoul (Sunday 15:10 UTC): a new week
    s = await goals.status(m.id);
    expect(s.this_week).toEqual({ week_start: '2026-11-30', minutes: 20, goal: 60, met: 'N' });
    expect(s.weeks.slice(-4).map((w) => [w.week_start, w.minutes, w.met])).toEqual([
      ['2026-11-09', 70, 'Y'],
      ['2026-11-16', 30, 'N'],
      ['2026-11-23', 65, 'Y'],
      ['2026-11-30', 20, 'N'],
    ]);
    expect(s.streak).toBe(1);

    // A lower goal now holds from this week only: the missed week of 11-16 stays missed.
    s = await goals.setGoal(m.id, 20);
    expect(s).toMatchObject({ minutes: 20, this_week: { met: 'Y' }, streak: 2 });
    expect(s.weeks.find((w) => w.week_start === '2026-11-16')).toMatchObject({ goal: 60, met: 'N' });
  });

  it('is set and read through the API, each member only their own', async () => {
    const [a, b] = await Promise.all([createMember(t), createMember(t)]);
    const [ta, tb] = await Promise.all([login(t, a), login(t, b)]);
    const put = (tokens: typeof ta, minutes: unknown) => t.request({ method: 'PUT', url: '/api/goals', headers: bearer(tokens), payload: { minutes } });
    expect((await put(ta, 5)).json<{ code: string }>().code).toBe('1000');
    expect((await put(ta, '60분')).json<{ code: string }>().code).toBe('1000');
    expect(envelope(goalStatus).parse((await put(ta, 90)).json()).data).toMatchObject({ minutes: 90, streak: 0, weekly_mail: 'N' });
    const other = envelope(goalStatus).parse((await t.request({ method: 'GET', url: '/api/goals', headers: bearer(tb) })).json()).data;
    expect(other.minutes).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/goals' })).json<{ code: string }>().code).toBe('0907');
  });
});

describe('weekly summary mail', () => {
  it('goes only to members who opted in and still consent to advertising, never at night, once a week across runs', async () => {
    const clock = { now: kst('2026-11-25T12:00:00') };
    const { goals, sent } = service(clock);
    const [yes, revoked, silent, noConsent] = await Promise.all([
      createMember(t, { isMarket: 'Y' }),
      createMember(t, { isMarket: 'Y' }),
      createMember(t, { isMarket: 'Y' }),
      createMember(t, { isMarket: 'N' }),
    ]);
    await expect(goals.setMail(noConsent.id, 'Y')).rejects.toMatchObject({ code: '6710' });
    await goals.setGoal(yes.id, 30);
    await goals.setMail(yes.id, 'Y');
    await goals.setMail(revoked.id, 'Y');
    await t.database.db.update(members).set({ isMarket: 'N' }).where(eq(members.id, revoked.id)); // withdrew consent on /my/info
    expect((await goals.status(revoked.id)).weekly_mail).toBe('N');
    // 40 minutes in the week of 11-23 (the dashboard's job wrote Sunday's snapshot at 00:00:20 on Monday).
    await watching(yes.id, 2400, { '2026-11-22': 0, '2026-11-29': 2400 });

    clock.now = kst('2026-11-30T07:59:00'); // Monday before 08:00: night
    expect(await goals.sendWeeklySummaries()).toBe(0);
    clock.now = kst('2026-11-30T09:00:00');
    // Two processes at once: each member is claimed once.
    const other = new GoalsService(t.database.db, { name: 'test', sandbox: true, send: async (m) => void sent.push(m) }, { publicUrl: 'https://school.test', senderName: '테스트학교', senderAddress: '서울' }, t.app.log, () => clock.now);
    const counts = await Promise.all([goals.sendWeeklySummaries(), other.sendWeeklySummaries()]);
    expect(counts.reduce((x, y) => x + y)).toBe(1);
    expect(await goals.sendWeeklySummaries()).toBe(0);
    expect(sent.map((m) => m.to)).toEqual([yes.email]);
    expect([silent.email, revoked.email, noConsent.email].some((e) => sent.some((m) => m.to === e))).toBe(false);

    const [message] = sent;
    expect(message!.subject).toBe('(광고) [테스트학교] 지난주 학습 요약');
    expect(message!.text).toContain('지난주(11.23–11.29) 학습 요약');
    expect(message!.text).toContain('수강 시간: 40분');
    expect(message!.text).toContain('연속 달성: 1주');
    expect(message!.text).toContain('보낸 곳: 테스트학교 (서울)');
    const link = /수신거부: https:\/\/school\.test\/goals\/unsubscribe\?token=([\w-]+)/.exec(message!.text);
    expect(link).not.toBeNull();

    // The 수신거부 link works without signing in; a wrong token is refused plainly.
    const bad = await t.request({ method: 'POST', url: '/api/goals/unsubscribe', payload: { token: 'nope' } });
    expect([bad.statusCode, bad.json<{ code: string }>().code]).toEqual([404, '6711']);
    const off = await t.request({ method: 'POST', url: '/api/goals/unsubscribe', payload: { token: link![1] } });
    expect(off.json()).toMatchObject({ code: '0000', data: { weekly_mail: 'N' } });
    expect((await goals.status(yes.id)).weekly_mail).toBe('N');
    clock.now = kst('2026-12-07T10:00:00');
    expect(await goals.sendWeeklySummaries()).toBe(0);
  });
});
