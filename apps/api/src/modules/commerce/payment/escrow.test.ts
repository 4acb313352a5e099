import { endOfKoreanDay, koreanMoment } from '@school/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { createMember, login } from '../../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { api } from '../../../test/commerce.ts';
import { createCommerce } from '../commerce.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 15:00 KST on a Korean date, or another Korean time of it. */
const kst = (day: string, time = '15:00') => koreanMoment(day, time);

describe('escrow settlement across Korean holidays (3 business days)', () => {
  // [paid on, last moment still waiting, due by the end of]
  const cases: [string, string, string, string][] = [
    ['설날 2026 (2/16–18)', '2026-02-13', '2026-02-23T23:59', '2026-02-23'],
    ['추석 2026 (9/24–26) and 개천절 대체공휴일 (10/5) not reached', '2026-09-23', '2026-09-30T23:59', '2026-09-30'],
    ['개천절 대체공휴일 2026-10-05 and 한글날', '2026-10-02', '2026-10-08T23:59', '2026-10-08'],
    ['설날 대체공휴일 2027-02-09', '2027-02-05', '2027-02-12T23:59', '2027-02-12'],
  ];

  it.each(cases)('%s', async (_name, paidDay, stillWaiting, dueDay) => {
    const commerce = createCommerce({ config: t.config, db: t.database.db, log: t.app.log, master: randomBytes(32), clock: () => kst(paidDay) });
    const m = await createMember(t);
    const tokens = await login(t, m);
    const h = api(t);
    const o = await h.order(tokens, { product_id: 1 });
    const back = await h.windowChoice(o.order_id, 'approve');
    await commerce.payments.confirm(m.id, { paymentKey: back.query.paymentKey!, orderId: o.order_id, amount: o.amount });
    const [row] = await t.database.db.select({ due: orders.receiptDueAt, status: orders.status }).from(orders).where(eq(orders.orderId, o.order_id));
    expect(row!.due!.toISOString()).toBe(endOfKoreanDay(dueDay).toISOString());

    const statusOf = async () => (await h.call('GET', `/api/my/payment/${o.order_id}`, tokens)).data.status as string;
    await commerce.payments.settleDue(500, kst(stillWaiting.slice(0, 10), stillWaiting.slice(11)));
    expect(await statusOf()).toBe('awaiting_receipt');
    await commerce.payments.settleDue(500, new Date(endOfKoreanDay(dueDay).getTime() + 1000));
    expect(await statusOf()).toBe('settled');
  });
});
