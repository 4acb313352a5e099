import { commerceApi, eventsApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { envelope, eventListResponse, koreanDay, koreanMoment, participationResponse, seminarDetail, seminarListResponse, shiftDay } from '@school/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, eventBenefitGrants, eventParticipations, events, seminarRegistrations, seminars } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let a: Tokens;
let b: Tokens;

const koreanDate = (days: number) => shiftDay(koreanDay(), days);

async function addEvent(eventType: string, from: number, to: number, benefit?: { kind: string; value: string }) {
  await t.database.db.insert(events).values({
    eventType,
    title: `테스트 ${eventType}`,
    summary: '요약',
    body: '본문',
    startsOn: koreanDate(from),
    endsOn: koreanDate(to),
    benefitKind: benefit?.kind ?? null,
    benefitValue: benefit?.value ?? null,
    benefitLabel: benefit ? '포인트 500P' : null,
  });
}
async function addSeminar(capacity: number, applyFrom = -1): Promise<number> {
  const [row] = await t.database.db
    .insert(seminars)
    .values({
      title: '테스트 세미나',
      summary: '요약',
      body: '본문',
      speaker: '강사',
      place: '온라인',
      heldAt: new Date(Date.now() + 5 * 86_400_000),
      applyFrom: koreanDate(applyFrom),
      applyUntil: koreanDate(3),
      capacity,
    })
    .returning({ sn: seminars.seminarSn });
  return row!.sn;
}

beforeAll(async () => {
  t = await createTestApp();
  const [ma, mb] = await Promise.all([createMember(t), createMember(t)]);
  [a, b] = await Promise.all([login(t, ma), login(t, mb)]);
});
afterAll(() => t.close());

describe('events', () => {
  it('lists by tab in Korea time: today counts as the last day of an ongoing event', async () => {
    await addEvent('t-today', -3, 0);
    await addEvent('t-tomorrow', 1, 5);
    await addEvent('t-yesterday', -9, -1);
    const tab = async (name: string) => envelope(eventListResponse).parse((await call(t, eventsApi.list, { query: { tab: name, size: 50 } })).body).data.items.map((e) => e.event_type);
    expect(await tab('ongoing')).toContain('t-today');
    expect(await tab('upcoming')).toContain('t-tomorrow');
    expect(await tab('ended')).toContain('t-yesterday');
    expect(await tab('ongoing')).not.toContain('t-tomorrow');
    expect((await call(t, eventsApi.list, { query: { tab: 'soon' } })).status).toBe(400);
  });

  it('takes part once: the second try is refused and GET reflects it', async () => {
    await addEvent('t-once', -1, 1);
    expect(envelope(participationResponse).parse((await call(t, eventsApi.participation, { who: a, params: { type: 't-once' } })).body).data.participated).toBe('N');
    const first = await call(t, eventsApi.participate, { who: a, payload: { event_type: 't-once' } });
    expect(first.body).toMatchObject({ code: '0000', data: { participated: 'Y' } });
    const second = await call(t, eventsApi.participate, { who: a, payload: { event_type: 't-once' } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('7003');
    expect(second.body.message).toContain('이미 참여');
    expect(envelope(participationResponse).parse((await call(t, eventsApi.participation, { who: a, params: { type: 't-once' } })).body).data.participated).toBe('Y');
    expect((await call(t, eventsApi.participate, { payload: { event_type: 't-once' } })).status).toBe(401);
  });

  it('refuses an ended or unknown event and odd input without changing anything', async () => {
    await addEvent('t-over', -9, -2);
    expect((await call(t, eventsApi.participate, { who: a, payload: { event_type: 't-over' } })).body.code).toBe('7002');
    expect((await call(t, eventsApi.participate, { who: a, payload: { event_type: 'nope' } })).status).toBe(404);
    expect((await call(t, eventsApi.participate, { who: a, payload: { event_type: 'BAD TYPE' } })).status).toBe(400);
    expect((await call(t, eventsApi.participate, { who: a, payload: { event_type: 't-over', extra: 1 } })).status).toBe(400);
    const [ev] = await t.database.db.select({ sn: events.eventSn }).from(events).where(eq(events.eventType, 't-over'));
    expect(await t.database.db.select().from(eventParticipations).where(eq(eventParticipations.eventSn, ev!.sn))).toEqual([]);
  });

  it('grants the benefit exactly once under 10 parallel participations of one member', async () => {
    await addEvent('t-benefit', -1, 1, { kind: 'points', value: '500' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t, eventsApi.participate, { who: b, payload: { event_type: 't-benefit' } })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === '7003')).toHaveLength(9);
    const [ev] = await t.database.db.select({ sn: events.eventSn }).from(events).where(eq(events.eventType, 't-benefit'));
    const grants = await t.database.db
      .select({ kind: eventBenefitGrants.kind, value: eventBenefitGrants.value })
      .from(eventBenefitGrants)
      .innerJoin(eventParticipations, eq(eventParticipations.id, eventBenefitGrants.participationId))
      .where(eq(eventParticipations.eventSn, ev!.sn));
    expect(grants).toEqual([{ kind: 'points', value: '500' }]);
    // Booked once in the member's point ledger, which the member sees as the balance.
    const balance = (await call(t, commerceApi.balance, { who: b })).body;
    expect(balance.data.balance).toBe(500);
  });

  it('issues a coupon benefit into the member coupon box in the same transaction', async () => {
    await t.database.db.insert(coupons).values({
      code: 'T-EVENT-COUPON',
      name: '이벤트 쿠폰',
      discountType: 'fixed',
      discountValue: 3_000,
      minOrder: 0,
      validFrom: new Date('2020-01-01T00:00:00Z'),
      validDays: 30,
      totalLimit: 1,
    });
    await addEvent('t-coupon', -1, 1, { kind: 'coupon', value: 'T-EVENT-COUPON' });
    const member = await login(t, await createMember(t));
    expect((await call(t, eventsApi.participate, { who: member, payload: { event_type: 't-coupon' } })).body.code).toBe('0000');
    const box = (await call(t, commerceApi.myCoupons, { who: member, query: { status: 'usable' } })).body;
    expect(box.data.list.map((c) => c.name)).toEqual(['이벤트 쿠폰']);
    // The coupon's total limit is reached: the next member's participation is refused and not recorded.
    const other = await login(t, await createMember(t));
    expect((await call(t, eventsApi.participate, { who: other, payload: { event_type: 't-coupon' } })).body.code).toBe('4036');
    expect((await call(t, eventsApi.participation, { who: other, params: { type: 't-coupon' } })).body.data.participated).toBe('N');
  });
});

describe('benefits', () => {
  it('are granted inside the participation transaction: a failing grant leaves no participation', async () => {
    await addEvent('t-atomic', -1, 1, { kind: 'points', value: '700' });
    const member = await createMember(t);
    const granted: { memberId: number; amount: number; source: object; actor: object }[] = [];
    const { EventService } = await import('./events.service.ts');
    const { commerceBenefits } = await import('./events.benefits.ts');
    const failing = new EventService(t.database.db, commerceBenefits({ points: { grant: () => Promise.reject(new Error('ledger down')) }, coupons: { issueByCode: () => Promise.resolve(0) } }));
    await expect(failing.participate(member.id, 't-atomic')).rejects.toThrow('ledger down');
    const [ev] = await t.database.db.select({ sn: events.eventSn }).from(events).where(eq(events.eventType, 't-atomic'));
    expect(await t.database.db.select().from(eventParticipations).where(eq(eventParticipations.eventSn, ev!.sn))).toEqual([]);

    const working = new EventService(t.database.db, commerceBenefits({ points: { grant: (_tx, g) => Promise.resolve(void granted.push(g)) }, coupons: { issueByCode: () => Promise.resolve(0) } }));
    expect((await working.participate(member.id, 't-atomic')).participated).toBe('Y');
    expect(granted).toMatchObject([{ memberId: member.id, amount: 700, reason: 'event', source: { type: 'event', id: ev!.sn }, actor: { type: 'member' } }]);
    const [grant] = await t.database.db.select({ state: eventBenefitGrants.state }).from(eventBenefitGrants).where(eq(eventBenefitGrants.memberId, member.id));
    expect(grant?.state).toBe('applied');
  });
});

describe('seminars', () => {
  it('gives the last seat to exactly one of 10 parallel members; the others are refused', async () => {
    const sn = await addSeminar(1);
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(t)));
    const tokens = await Promise.all(members.map((m) => login(t, m)));
    const answers = await Promise.all(tokens.map((tk) => call(t, eventsApi.applySeminar, { who: tk, params: { id: sn }, payload: {} })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === '7012')).toHaveLength(9);
    const taken = await t.database.db.select().from(seminarRegistrations).where(and(eq(seminarRegistrations.seminarSn, sn), eq(seminarRegistrations.state, 'applied')));
    expect(taken).toHaveLength(1);
  });

  it('waits when full, moves up when a seat frees, and reminds the day before once', async () => {
    const sn = await addSeminar(1);
    expect((await call(t, eventsApi.applySeminar, { who: a, params: { id: sn }, payload: {} })).body.data.my_state).toBe('applied');
    expect((await call(t, eventsApi.applySeminar, { who: a, params: { id: sn }, payload: {} })).body.code).toBe('7013');
    expect((await call(t, eventsApi.applySeminar, { who: b, params: { id: sn }, payload: { waitlist: true } })).body.data).toMatchObject({ my_state: 'waiting', my_waiting_no: 1 });
    expect((await call(t, eventsApi.cancelSeminar, { who: a, params: { id: sn } })).body.code).toBe('0000');
    const seen = envelope(seminarDetail).parse((await call(t, eventsApi.seminar, { who: b, params: { id: sn } })).body).data;
    expect(seen).toMatchObject({ my_state: 'applied', seats_taken: 1, waiting_count: 0 });
    expect(envelope(seminarDetail).parse((await call(t, eventsApi.seminar, { params: { id: sn } })).body).data.my_state).toBe('none');

    // Held tomorrow (Korean date): two runs at once send one reminder.
    await t.database.db.update(seminars).set({ heldAt: koreanMoment(koreanDate(1), '19:00') }).where(eq(seminars.seminarSn, sn));
    const sent = await Promise.all([runReminders(), runReminders()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
  });

  it('lists upcoming seminars apart from open ones', async () => {
    await addSeminar(5, 2);
    const up = envelope(seminarListResponse).parse((await call(t, eventsApi.seminars, { query: { tab: 'upcoming', size: 50 } })).body).data;
    expect(up.items.every((s) => s.status === 'upcoming')).toBe(true);
    expect(up.total).toBeGreaterThan(0);
  });
});

async function runReminders(): Promise<number> {
  const { SeminarService } = await import('./seminars.service.ts');
  const quiet = { send: () => Promise.resolve() };
  return new SeminarService(t.database.db, { name: 's', sandbox: true, ...quiet }, { name: 'm', sandbox: true, ...quiet }, t.app.log).sendReminders();
}
