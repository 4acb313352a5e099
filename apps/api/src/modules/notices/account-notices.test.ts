import { koreanMoment } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { DomainEvents } from '../../lib/domain-events.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { dormancyJob } from '../../test/dormancy.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { Clock, clockedArea, subscribe } from '../../test/subscription.ts';
import { createNotices } from './notices.module.ts';
import type { TalkMessage } from './talk.ts';

/**
 * Decision 130: the subscription renewal notice and the dormancy notice, sent by their own areas' jobs, are in the
 * member's notification list too, once, with no second mail from the centre.
 */

let t: TestContext;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_ENCRYPTION_KEY: 'a1'.repeat(32) });
});
afterAll(() => t.close());

type Listed = { kind: string; title: string; body: string; link: string; read: string };
const listOf = async (tokens: Tokens) => (await t.request({ method: 'GET', url: '/api/my/notifications', headers: bearer(tokens) })).json<{ data: { total: number; list: Listed[] } }>().data;

/** The centre on its own bus (as composition.ts builds it), with mail and 알림톡 kept in memory. */
function centre() {
  const events = new DomainEvents({ warn: () => undefined });
  const mails: string[] = [];
  const talks: { memberId: number; m: TalkMessage }[] = [];
  createNotices({
    db: t.database.db,
    mail: { name: 'memory', sandbox: true, send: async (x) => void mails.push(x.to) },
    talk: { send: async (memberId, _to, m) => void talks.push({ memberId, m }) },
    push: null,
    publicUrl: 'http://localhost',
    log: t.app.log,
    events,
  });
  return { events, mails, talks };
}

describe('the notices other areas send are in the list', () => {
  it('the renewal notice of the subscription job: mailed and texted by subscriptions, listed once by the centre', async () => {
    const { events, mails } = centre();
    const [yearly] = (await t.database.db.select({ sn: subscriptionPlans.planSn, code: subscriptionPlans.code }).from(subscriptionPlans)).filter((p) => p.code === 'yearly');
    const clock = new Clock(koreanMoment('2027-02-20', '10:00'));
    const area = await clockedArea(t, clock, {}, undefined, events);
    const m = await createMember(t);
    await subscribe(area, m.id, yearly!.sn);
    const tokens = await login(t, m);
    expect((await listOf(tokens)).total).toBe(0);

    clock.set(koreanMoment('2028-02-13', '10:00').toISOString());
    await area.renewals.sendNotices(clock.now());
    await area.renewals.sendNotices(clock.now());
    expect(area.outbox.mails.filter((x) => x.subject.includes('자동 결제'))).toHaveLength(1);
    const list = await listOf(tokens);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ kind: 'subscription', title: '[구독] 2028. 2. 20. 자동 결제 안내', link: '/my', read: 'N' });
    expect(list.list[0]!.body).toContain('470,000원');
    expect(mails).toEqual([]);
  });

  it('the dormancy notice of the dormancy job: mailed by dormancy, listed once, by 알림톡 only when chosen', async () => {
    const { events, mails, talks } = centre();
    const old = new Date(Date.now() - 340 * DAY);
    const sleepy = await createMember(t, { createdAt: old });
    const chose = await createMember(t, { createdAt: old });
    const awake = await createMember(t);
    // The member who chose 알림톡 for 계정 안내 on the settings page.
    const choseTokens = await login(t, chose);
    const saved = await t.request({ method: 'PUT', url: '/api/my/notifications/settings', headers: { ...bearer(choseTokens), 'x-xsrf-token': 'x' }, cookies: { 'XSRF-TOKEN': 'x' }, payload: { choices: [{ kind: 'account', channel: 'talk', enabled: 'Y' }], ad_night: 'N' } });
    expect(saved.json<{ code: string }>().code).toBe('0000');
    // Signing in is a use of the account: move both back to a year ago after that sign-in.
    await t.database.pool.query(`update sessions set last_used_at = $2, created_at = $2 where member_id = any($1)`, [[sleepy.id, chose.id], old]);

    // Two runs (as two days' jobs): the notice is claimed once per member.
    await dormancyJob(t.database, 0, events).run();
    await dormancyJob(t.database, 0, events).run();

    const sleepyTokens = await login(t, sleepy);
    const list = await listOf(sleepyTokens);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ kind: 'account', title: '휴면 계정 전환 예정 안내', link: '/my', read: 'N' });
    expect(list.list[0]!.body).toMatch(/에 휴면 계정으로 전환될 예정입니다\.$/);
    expect((await listOf(await login(t, awake))).total).toBe(0);
    // The legal mail is the dormancy job's (dev outbox), not the centre's.
    expect(mails).toEqual([]);
    // 알림톡 with its registered template only for the member who chose it.
    expect(talks.map((x) => x.memberId)).toEqual([chose.id]);
    expect(talks[0]!.m).toMatchObject({ template: 'DORMANCY_NOTICE', vars: { 전환일: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown } });
  });
});
