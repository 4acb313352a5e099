import { eq } from 'drizzle-orm';
import { koreanMoment } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../db/client.ts';
import { alimtalkSends, subscriptionPlans } from '../../db/schema/index.ts';
import { DomainEvents } from '../../lib/domain-events.ts';
import { NhnCloudAlimtalk } from '../../providers/alimtalk/nhncloud.ts';
import { createAlimtalkChannel } from '../../providers/alimtalk/sender.ts';
import { renderTemplate } from '../../providers/alimtalk/templates.ts';
import { NhnCloudSms } from '../../providers/sms/nhncloud.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { startFakeNhnCloud } from '../../test/fake-nhn-alimtalk.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { AlimtalkService } from '../alimtalk/alimtalk.service.ts';
import { createNotices } from '../notices/notices.module.ts';
import { Clock, clockedArea, subscribe } from '../../test/subscription.ts';

/**
 * Decision 135: the 자동갱신 사전 안내 goes by the RENEWAL_NOTICE 알림톡 through NHN Cloud (SMS when 알림톡 fails),
 * is in the member's notification list, and goes once per renewal even when two processes run the job together.
 */

const keys = { appKey: 'APP', secretKey: 'SECRET' };
const NO_KAKAO = '01066660000';
let t: TestContext;
let second: Database;
let fake: Awaited<ReturnType<typeof startFakeNhnCloud>>;
let yearly: number;

beforeAll(async () => {
  fake = await startFakeNhnCloud({ ...keys, noKakao: [NO_KAKAO] });
  t = await createTestApp({ IDENTITY_ENCRYPTION_KEY: 'a1'.repeat(32) });
  second = connect(t.database.url, 3);
  const [plan] = await t.database.db.select({ sn: subscriptionPlans.planSn }).from(subscriptionPlans).where(eq(subscriptionPlans.code, 'yearly'));
  yearly = plan!.sn;
});
afterAll(async () => {
  await second.pool.end();
  await t.close();
  await fake.close();
});

/** One API process: its own pool, 알림톡 and SMS through the fake NHN Cloud, the centre on its own bus. */
async function apiProcess(database: Database, clock: Clock) {
  const events = new DomainEvents({ warn: () => undefined });
  const alimtalk = new AlimtalkService({
    db: database.db,
    channel: createAlimtalkChannel({
      alimtalk: new NhnCloudAlimtalk({ ...keys, senderKey: 'SENDER', baseUrl: fake.url }),
      sms: new NhnCloudSms({ ...keys, sendNo: '0212345678', baseUrl: fake.url }),
    }),
    log: { warn: () => undefined },
  });
  createNotices({ db: database.db, mail: { name: 'memory', sandbox: true, send: async () => undefined }, talk: { send: async () => undefined }, push: null, publicUrl: 'http://localhost', log: t.app.log, events });
  return clockedArea(t, clock, {}, undefined, events, { db: database.db, talk: alimtalk });
}

const sendsOf = (memberId: number) =>
  t.database.db.select({ templateCode: alimtalkSends.templateCode, result: alimtalkSends.result }).from(alimtalkSends).where(eq(alimtalkSends.memberId, memberId));

/**
 * Both processes' jobs at the same moment, made a real race: the subscription's row is held locked while both read
 * it and ask to claim its notice; it is let go only once both claims wait on that lock.
 */
async function race(subscriptionSn: number, runs: (() => Promise<unknown>)[]) {
  const gate = await t.database.pool.connect();
  try {
    await gate.query('begin');
    await gate.query('select 1 from subscriptions where subscription_sn = $1 for update', [subscriptionSn]);
    const running = Promise.all(runs.map((run) => run()));
    // Asked outside the gate's transaction, which would see pg_stat_activity as it was at its first look.
    const waiting = async () =>
      (await t.database.pool.query(`select count(*)::int n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update "subscriptions"%' and pid <> pg_backend_pid()`)).rows[0].n as number;
    for (let i = 0; i < 100 && (await waiting()) < runs.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await waiting()).toBe(runs.length);
    await gate.query('commit');
    await running;
  } finally {
    await gate.query('rollback').catch(() => undefined);
    gate.release();
  }
}

async function subscriber(hpno: string, userName: string) {
  const clock = new Clock(koreanMoment('2027-02-20', '10:00'));
  const a = await apiProcess(t.database, clock);
  const b = await apiProcess(second, clock);
  const m = await createMember(t, { hpno, userName });
  const sn = (await subscribe(a, m.id, yearly)).subscription!.subscription_sn;
  // Seven days before the yearly renewal on 2028-02-20.
  clock.set(koreanMoment('2028-02-13', '10:00').toISOString());
  const both = () => race(sn, [() => a.renewals.sendNotices(clock.now()), () => b.renewals.sendNotices(clock.now())]);
  return { a, b, m, clock, both };
}

describe('자동갱신 사전 안내 by 알림톡', () => {
  it('two processes at once: one RENEWAL_NOTICE 알림톡 with its variables, one mail, no plain SMS, listed once', async () => {
    const { a, b, m, clock, both } = await subscriber('01066661234', '이서연');
    await both();
    // The next runs of the job (either process) send nothing more.
    await Promise.all([a.renewals.sendNotices(clock.now()), b.renewals.sendNotices(clock.now())]);

    const talks = fake.alimtalk.filter((c) => c.body.recipientList[0]!.recipientNo === '01066661234');
    expect(talks).toHaveLength(1);
    expect(talks[0]!.body).toMatchObject({
      templateCode: 'RENEWAL_NOTICE',
      recipientList: [{ templateParameter: { 이름: '이서연', 상품명: expect.any(String) as unknown, 갱신일: '2028. 2. 20.', 금액: '470,000' } }],
    });
    expect(await sendsOf(m.id)).toEqual([{ templateCode: 'RENEWAL_NOTICE', result: 'alimtalk' }]);
    expect(fake.sms.filter((s) => s.recipientNo === '01066661234')).toEqual([]);
    expect([...a.outbox.sms, ...b.outbox.sms]).toEqual([]);
    expect([...a.outbox.mails, ...b.outbox.mails].filter((x) => x.subject.includes('자동 결제'))).toHaveLength(1);

    const list = (await t.request({ method: 'GET', url: '/api/my/notifications', headers: bearer(await login(t, m)) })).json<{ data: { total: number; list: { kind: string; title: string; body: string }[] } }>().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ kind: 'subscription', title: '[구독] 2028. 2. 20. 자동 결제 안내' });
    expect(list.list[0]!.body).toContain('470,000원');
  });

  it('a member without KakaoTalk gets the template’s own text by SMS, once, recorded as the fallback', async () => {
    const { m, both } = await subscriber(NO_KAKAO, '최유진');
    await both();

    const vars = (fake.alimtalk.find((c) => c.body.recipientList[0]!.recipientNo === NO_KAKAO)!.body.recipientList[0]!.templateParameter);
    const texted = fake.sms.filter((s) => s.recipientNo === NO_KAKAO);
    expect(texted).toEqual([{ recipientNo: NO_KAKAO, body: renderTemplate('RENEWAL_NOTICE', vars).content }]);
    expect(texted[0]!.body).toContain('최유진님');
    expect(texted[0]!.body).toContain('해지 예약과 결제 카드 변경');
    expect(await sendsOf(m.id)).toEqual([{ templateCode: 'RENEWAL_NOTICE', result: 'sms' }]);
  });
});
