import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_CONSENT_VERSION, type SubscriptionPlans } from '@school/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectures } from '../../db/schema/index.ts';
import { courseProductId } from '../../db/seed/conventions.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createCommerce } from './commerce.ts';
import { api } from '../../test/commerce.ts';

/** The one ledger (decision 103): append-only, and every balance, payment and refund agrees with it. */
let t: TestContext;
let h: ReturnType<typeof api>;
let points: ReturnType<typeof createCommerce>['points'];
let monthly: number;
const COURSE = 2; // 49,000원 on its own (product 102)
let courseLectures: number[];
let passLectures: number[];

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
  points = createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32) }).points;
  const plans = await h.call<SubscriptionPlans>('GET', '/api/subscription/plans');
  monthly = plans.data.plans.find((p) => p.code === 'monthly')!.plan_sn;
  const paidLectures = (courseSn: number | null) =>
    t.database.db
      .select({ lcNo: lectures.lcNo })
      .from(lectures)
      .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
      .where(and(courseSn === null ? eq(courses.passIncluded, 'Y') : eq(courses.courseSn, courseSn), eq(courses.isFree, 'N'), eq(lectures.isPreview, 'N'), isNotNull(lectures.mediaKey)))
      .orderBy(asc(lectures.courseSn), asc(lectures.sortOrder))
      .limit(4);
  courseLectures = (await paidLectures(COURSE)).map((r) => r.lcNo);
  passLectures = (await paidLectures(null)).map((r) => r.lcNo);
});
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];

describe('the ledger', () => {
  it('refuses UPDATE and DELETE whoever asks', async () => {
    const m = await createMember(t);
    await t.database.db.transaction((tx) => points.grant(tx, { memberId: m.id, amount: 1_000, reason: 'event', description: '테스트 적립', source: { type: 'event', id: 1 }, actor: { type: 'member' } }));
    await expect(t.database.db.execute(sql`update ledger_entries set points = 9999 where member_id = ${m.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_entries where member_id = ${m.id}`)).rejects.toThrow();
    expect(await rows(sql`select points from ledger_entries where member_id = ${m.id}`)).toEqual([{ points: 1_000 }]);
  });
});

type Step =
  | { kind: 'buy'; usePoints: boolean }
  | { kind: 'play'; i: number }
  | { kind: 'refund' }
  | { kind: 'points'; amount: number }
  | { kind: 'subscribe' }
  | { kind: 'subscriptionRefund' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), usePoints: fc.boolean() }),
  fc.record({ kind: fc.constant('play' as const), i: fc.nat({ max: 3 }) }),
  fc.constant({ kind: 'refund' as const }),
  fc.record({ kind: fc.constant('points' as const), amount: fc.integer({ min: 100, max: 5_000 }) }),
  fc.constant({ kind: 'subscribe' as const }),
  fc.constant({ kind: 'subscriptionRefund' as const }),
);

async function subscribe(tokens: Tokens) {
  const opened = await h.call('POST', '/api/subscription/start', tokens, { plan_sn: monthly, auto_renew_consent: true, consent_version: SUBSCRIPTION_CONSENT_VERSION });
  if (opened.code !== '0000') return;
  const decide = await t.request({
    method: 'GET',
    url: `/api/subscription/sandbox/billing-window/decide?customerKey=${opened.data.customer_key}&outcome=normal&successUrl=/subscription/success&failUrl=/subscription/fail`,
  });
  const back = new URL(String(decide.headers.location), 'http://localhost');
  await h.call('POST', '/api/subscription/activate', tokens, { customerKey: back.searchParams.get('customerKey'), authKey: back.searchParams.get('authKey') });
}

/** One member's random history, then every rule checked against the database. */
async function run(steps: Step[]) {
  const m = await createMember(t);
  const tokens = await login(t, m);
  const bought: string[] = [];
  for (const s of steps) {
    if (s.kind === 'buy') {
      const balance = await points.balance(m.id);
      const o = await h.call('POST', '/api/payment/order', tokens, { product_id: courseProductId(COURSE), ...(s.usePoints && balance > 0 ? { points: Math.min(balance, 10_000) } : {}) });
      // A course already held is refused (4002): nothing to buy.
      if (o.code !== '0000') continue;
      if (o.data.amount > 0) {
        const back = await h.windowChoice(o.data.order_id, 'approve');
        await h.call('POST', '/api/payment/confirm', tokens, { paymentKey: back.query.paymentKey, orderId: o.data.order_id, amount: Number(back.query.amount) });
      }
      bought.push(o.data.order_id);
    } else if (s.kind === 'play') {
      // Play info, then the key path with it: what an attacker sends, with no /api/rs/auto.
      const lcNo = [...courseLectures, ...passLectures][s.i * 2 % (courseLectures.length + passLectures.length)]!;
      await h.call('GET', `/api/rs/play/${lcNo}`, tokens);
    } else if (s.kind === 'refund' && bought.length > 0) {
      const orderId = bought.at(-1)!;
      const quote = await h.call('GET', `/api/my/payment/${orderId}/refund`, tokens);
      if (quote.data?.refundable) await h.call('POST', `/api/my/payment/${orderId}/refund`, tokens, { expected_amount: quote.data.amount });
    } else if (s.kind === 'points') {
      await t.database.db.transaction((tx) => points.grant(tx, { memberId: m.id, amount: s.amount, reason: 'event', description: '이벤트 적립', source: { type: 'event', id: 1 }, actor: { type: 'member' } }));
    } else if (s.kind === 'subscribe') {
      await subscribe(tokens);
    } else if (s.kind === 'subscriptionRefund') {
      const quote = await h.call('GET', '/api/subscription/refund', tokens);
      if (quote.code === '0000') await h.call('POST', '/api/subscription/refund', tokens, { expected_amount: quote.data.amount });
    }
  }

  // The ledger sums to the point balance.
  const [bal] = await rows<{ ledger: number; balance: number }>(sql`select
      (select coalesce(sum(points), 0)::int from ledger_entries where member_id = ${m.id}) as ledger,
      (select coalesce(max(balance), 0)::int from member_points where member_id = ${m.id}) as balance`);
  expect(bal!.ledger).toBe(bal!.balance);

  // Every order's cash in the ledger is what it paid less what it refunded; no refund beyond paid minus deliveries.
  const lines = await rows<{ kind: string; sn: number; paid: number; refunded: number; ledger: number; delivered: number; total: number; live: boolean }>(sql`
    select 'order' as kind, o.order_sn::int as sn, o.amount as paid, case when o.status = 'refunded' then o.refund_amount else 0 end as refunded,
      (select coalesce(sum(won), 0)::int from ledger_entries l where l.source_type = 'order' and l.source_id = o.order_sn::text and l.won <> 0) as ledger,
      (select count(*)::int from lecture_deliveries d where d.order_sn = o.order_sn) as delivered,
      (select count(*)::int from lectures x where x.course_sn = ${COURSE}) as total,
      exists (select 1 from entitlements e where e.order_sn = o.order_sn and (e.valid_until is null or e.valid_until > now())) as live
    from orders o where o.member_id = ${m.id} and o.paid_at is not null
    union all
    select 'charge', c.charge_sn::int, c.amount, c.refunded_amount,
      (select coalesce(sum(won), 0)::int from ledger_entries l where l.source_type = 'charge' and l.source_id = c.charge_sn::text),
      (select count(*)::int from lecture_deliveries d where d.charge_sn = c.charge_sn), 0,
      exists (select 1 from subscriptions s join entitlements e on e.entitlement_sn = s.entitlement_sn
        where s.subscription_sn = c.subscription_sn and (e.valid_until is null or e.valid_until > now()))
    from subscription_charges c where c.member_id = ${m.id} and c.status = 'paid'`);
  for (const l of lines) {
    expect(l.ledger, `${l.kind} ${l.sn}`).toBe(l.paid - l.refunded);
    expect(l.refunded).toBeLessThanOrEqual(l.paid);
    if (l.delivered > 0) expect(l.refunded, `${l.kind} ${l.sn} delivered ${l.delivered}`).toBeLessThan(l.paid);
    if (l.kind === 'order' && l.delivered > 0) expect(l.refunded).toBeLessThanOrEqual(l.paid - Math.floor((l.paid * l.delivered) / l.total));
    // No entitlement outlives its line.
    if (l.refunded > 0) expect(l.live, `${l.kind} ${l.sn} refunded but still opens lectures`).toBe(false);
  }
}

describe('random histories (fast-check)', () => {
  it('buy / play / key / refund / points / subscription: the ledger sums to every balance, no refund beyond paid minus deliveries, no access past a refund', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), run), { numRuns: 6 });
  });
});
