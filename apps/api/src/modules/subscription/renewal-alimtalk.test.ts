import { eq } from 'drizzle-orm';
import { koreanMoment } from '@school/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
const NO_KAKAO_2 = '01066660045';
let t: TestContext;
let second: Database;
let fake: Awaited<ReturnType<typeof startFakeNhnCloud>>;
let yearly: number;

beforeAll(async () => {
  fake = await startFakeNhnCloud({ ...keys, noKakao: [NO_KAKAO, NO_KAKAO_2] });
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

describe('가격 인상·변경 안내 and 결제 동의 안내 by 알림톡 (decision 139)', () => {
  let monthly: number;
  beforeAll(async () => {
    const [plan] = await t.database.db.select({ sn: subscriptionPlans.planSn }).from(subscriptionPlans).where(eq(subscriptionPlans.code, 'monthly'));
    monthly = plan!.sn;
  });
  afterEach(async () => {
    await t.database.db.update(subscriptionPlans).set({ price: 49_000, nextPrice: null, nextPriceAt: null }).where(eq(subscriptionPlans.planSn, monthly));
  });
  const schedule = (price: number, day: string) => t.database.db.update(subscriptionPlans).set({ nextPrice: price, nextPriceAt: koreanMoment(day, '00:00') }).where(eq(subscriptionPlans.planSn, monthly));
  const talksTo = (hpno: string) => fake.alimtalk.filter((c) => c.body.recipientList[0]!.recipientNo === hpno).map((c) => ({ template: c.body.templateCode, vars: c.body.recipientList[0]!.templateParameter }));
  const at = (clock: Clock, day: string) => clock.set(koreanMoment(day, '11:00').toISOString());

  it('a raise: PRICE_RAISE names the 결제일 consent is due by; that renewal’s notice is RENEWAL_CONSENT; no plain SMS; each listed', async () => {
    const clock = new Clock(koreanMoment('2027-07-01', '10:00'));
    const a = await apiProcess(t.database, clock);
    const m = await createMember(t, { hpno: '01055551234', userName: '정하늘' });
    await subscribe(a, m.id, monthly);
    // From 15 August: the renewal on 1 August is still at the agreed price, the one on 1 September is the first raised.
    await schedule(59_000, '2027-08-15');
    at(clock, '2027-07-02');
    await a.renewals.sendNotices(clock.now());
    const name = { 이름: '정하늘', 상품명: '월간 구독 (전체 강의)' };
    expect(talksTo('01055551234')).toEqual([{ template: 'PRICE_RAISE', vars: { ...name, 변경일: '2027. 8. 15.', 이전금액: '49,000', 변경금액: '59,000', 동의기한: '2027. 9. 1.' } }]);

    for (const day of ['2027-07-29', '2027-08-01', '2027-08-29']) {
      at(clock, day);
      await a.renewals.run(clock.now());
    }
    await a.renewals.run(clock.now());
    expect(talksTo('01055551234').slice(1)).toEqual([
      { template: 'RENEWAL_NOTICE', vars: { ...name, 갱신일: '2027. 8. 1.', 금액: '49,000' } },
      { template: 'RENEWAL_CONSENT', vars: { ...name, 갱신일: '2027. 9. 1.', 금액: '59,000' } },
    ]);
    expect(await sendsOf(m.id)).toEqual(['PRICE_RAISE', 'RENEWAL_NOTICE', 'RENEWAL_CONSENT'].map((templateCode) => ({ templateCode, result: 'alimtalk' })));
    expect(a.outbox.sms).toEqual([]);
    expect(fake.sms.filter((s) => s.recipientNo === '01055551234')).toEqual([]);
    const raise = a.outbox.mails.find((x) => x.subject.includes('가격 인상'))!;
    expect(raise.text).toContain('2027. 9. 1. 결제일 전까지 동의하지 않으면');

    const list = (await t.request({ method: 'GET', url: '/api/my/notifications', headers: bearer(await login(t, m)) })).json<{ data: { list: { title: string }[] } }>().data.list;
    expect(list.map((n) => n.title)).toEqual(['[구독] 2027. 9. 1. 자동 결제 안내', '[구독] 2027. 8. 1. 자동 결제 안내', '[구독] 가격 인상 안내 (2027. 8. 15.부터)']);
  });

  it('a lower price: PRICE_CHANGE; a member without KakaoTalk gets that template’s own text by SMS, once', async () => {
    const clock = new Clock(koreanMoment('2027-07-01', '10:00'));
    const a = await apiProcess(t.database, clock);
    const m = await createMember(t, { hpno: NO_KAKAO_2, userName: '한도윤' });
    await subscribe(a, m.id, monthly);
    await schedule(45_000, '2027-08-01');
    at(clock, '2027-07-02');
    await a.renewals.sendNotices(clock.now());
    await a.renewals.sendNotices(clock.now());
    const vars = { 이름: '한도윤', 상품명: '월간 구독 (전체 강의)', 변경일: '2027. 8. 1.', 이전금액: '49,000', 변경금액: '45,000' };
    expect(talksTo(NO_KAKAO_2)).toEqual([{ template: 'PRICE_CHANGE', vars }]);
    expect(fake.sms.filter((s) => s.recipientNo === NO_KAKAO_2)).toEqual([{ recipientNo: NO_KAKAO_2, body: renderTemplate('PRICE_CHANGE', vars).content }]);
    expect(await sendsOf(m.id)).toEqual([{ templateCode: 'PRICE_CHANGE', result: 'sms' }]);
    // The area's own plain SMS is not sent besides.
    expect(a.outbox.sms).toEqual([]);
  });
});
