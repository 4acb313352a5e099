import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPoints, pointLedger } from '../../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';

/** Finding 7 of issue 35: points come back as the grants they were spent from (docs/decisions/080). */
let t: TestContext;
let h: ReturnType<typeof api>;
const ALL_1M = 1;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  h = api(t);
});
afterAll(() => t.close());

/** A member holding two grants: 4,000P expiring in 10 days, 6,000P in 200 days. */
async function memberWithGrants(): Promise<{ id: number; tokens: Tokens; soon: Date; late: Date }> {
  const m = await createMember(t);
  const soon = new Date(Math.floor((Date.now() + 10 * DAY) / 1000) * 1000);
  const late = new Date(Math.floor((Date.now() + 200 * DAY) / 1000) * 1000);
  await t.database.db.insert(memberPoints).values({ memberId: m.id, balance: 10_000 });
  await t.database.db.insert(pointLedger).values([
    { memberId: m.id, delta: 4_000, balanceAfter: 4_000, reason: 'event', description: '이벤트 적립', remaining: 4_000, expiresAt: soon },
    { memberId: m.id, delta: 6_000, balanceAfter: 10_000, reason: 'event', description: '이벤트 적립', remaining: 6_000, expiresAt: late },
  ]);
  return { id: m.id, tokens: await login(t, m), soon, late };
}

interface LedgerLine {
  delta: number;
  reason: string;
  expires_at: string | null;
}

describe('points given back keep their grants’ expiry', () => {
  it('a refund returns each grant with its own expiry, not a fresh year; two refunds at once return them once', async () => {
    const m = await memberWithGrants();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M, points: 10_000 });
    const quote = await h.call('GET', `/api/my/payment/${orderId}/refund`, m.tokens);
    expect(quote.data).toMatchObject({ rule: 'full_7days', points_returned: 10_000 });
    const results = await Promise.all([1, 2].map(() => h.call('POST', `/api/my/payment/${orderId}/refund`, m.tokens, { expected_amount: quote.data.amount })));
    expect(results.some((r) => r.code === '0000')).toBe(true);

    const balance = await h.call('GET', '/api/my/balance', m.tokens);
    expect(balance.data.balance).toBe(10_000);
    const back = (balance.data.ledger as LedgerLine[]).filter((l) => l.reason === 'refund');
    expect(back.map((l) => [l.delta, l.expires_at]).sort()).toEqual(
      [
        [4_000, m.soon.toISOString()],
        [6_000, m.late.toISOString()],
      ].sort(),
    );
    // The 10-day grant is still "expiring soon" after coming back.
    expect(balance.data.expiring_soon).toBe(4_000);
    expect(balance.data.next_expiry).toBe(m.soon.toISOString());
  });

  it('a cancelled order gives back a grant that expired meanwhile as expired', async () => {
    const m = await memberWithGrants();
    const o = await h.order(m.tokens, { product_id: ALL_1M, points: 5_000 });
    // Spent from the earliest-expiring grant first: 4,000 (10 days) + 1,000 (200 days). Time passes: the first lapses.
    await t.database.db
      .update(pointLedger)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(pointLedger.memberId, m.id), eq(pointLedger.expiresAt, m.soon)));
    const closed = await h.windowChoice(o.order_id, 'cancel');
    expect((await h.call('POST', '/api/payment/fail', m.tokens, { orderId: o.order_id, code: closed.query.code })).data.status).toBe('cancelled');

    const balance = await h.call('GET', '/api/my/balance', m.tokens);
    // 5,000 left untouched + 1,000 back with its 200-day expiry; the lapsed 4,000 stays lapsed.
    expect(balance.data.balance).toBe(6_000);
    const ledger = balance.data.ledger as LedgerLine[];
    const back = ledger.filter((l) => l.reason === 'order_cancel');
    expect(back.find((l) => l.delta === 1_000)?.expires_at).toBe(m.late.toISOString());
    expect(ledger.find((l) => l.reason === 'expire')?.delta).toBe(-4_000);
    // Nothing renewed: no grant expires later than the latest one the member ever had.
    const [latest] = await t.database.db
      .select({ at: sql<string>`max(${pointLedger.expiresAt})` })
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, m.id), sql`${pointLedger.remaining} > 0`));
    expect(new Date(latest!.at).getTime()).toBe(m.late.getTime());
  });

  it('in the one ledger, points an operator refunds come back from the order, moved by that operator (issue 42)', async () => {
    const m = await memberWithGrants();
    const orderId = await h.buy(m.tokens, { product_id: ALL_1M, points: 10_000 });
    const operator = await createMember(t, { role: 'admin' });
    const refunded = await h.call('POST', `/api/admin/commerce/orders/${orderId}/refund`, await login(t, operator), { mode: 'full', reason: '고객 요청' });
    expect(refunded.code, refunded.message).toBe('0000');
    const { rows } = await t.database.pool.query(
      "select source_type, source_id, actor_type, actor_id::int as actor_id, points from ledger_entries where member_id = $1 and kind = 'points_returned' order by points",
      [m.id],
    );
    const orderSn = String((await t.database.pool.query('select order_sn from orders where order_id = $1', [orderId])).rows[0].order_sn);
    expect(rows).toEqual([
      { source_type: 'order', source_id: orderSn, actor_type: 'operator', actor_id: operator.id, points: 4_000 },
      { source_type: 'order', source_id: orderSn, actor_type: 'operator', actor_id: operator.id, points: 6_000 },
    ]);
  });
});
