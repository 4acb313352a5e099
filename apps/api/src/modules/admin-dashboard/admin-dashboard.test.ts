import { koreanMoment } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { AdminDashboardService } from './admin-dashboard.service.ts';

let t: TestContext;
const kst = (s: string) => koreanMoment(s.slice(0, 10), s.slice(11));

/** An order and its rows of the one ledger, as the payment and refund services write them (decision 103). */
async function order(memberId: number, o: { amount: number; status: string; paidAt: string | null; refund?: number; refundedAt?: string }) {
  const { rows } = await t.database.pool.query<{ order_sn: string }>(
    `insert into orders (order_id, member_id, product_id, order_name, status, product_price, amount, provider, receipt_token, expires_at, paid_at, refund_amount, refunded_at)
     values ($1, $2, 1, '전체 강의 이용권', $3, $4, $4, 'sandbox', 'r', now(), $5, $6, $7) returning order_sn`,
    [`T-${Math.random().toString(36).slice(2)}`, memberId, o.status, o.amount, o.paidAt ? kst(o.paidAt) : null, o.refund ?? 0, o.refundedAt ? kst(o.refundedAt) : null],
  );
  const ledger = (at: string, kind: string, won: number) =>
    t.database.pool.query(`insert into ledger_entries (occurred_at, member_id, kind, source_type, source_id, won, actor_type, reason) values ($1, $2, $3, 'order', $4, $5, 'member', '전체 강의 이용권')`, [
      kst(at),
      memberId,
      kind,
      rows[0]!.order_sn,
      won,
    ]);
  if (o.paidAt && o.amount > 0) await ledger(o.paidAt, 'order_payment', o.amount);
  if (o.refund && o.refundedAt) await ledger(o.refundedAt, 'order_refund', -o.refund);
}

async function watched(memberId: number, credited: number) {
  await t.database.pool.query(
    `insert into lecture_progress (member_id, lc_no, course_sn, duration_sec, max_second, credited_second)
     select $1, l.lc_no, l.course_sn, 3600, 0, $2 from lectures l order by l.lc_no limit 1
     on conflict (member_id, lc_no) do update set credited_second = excluded.credited_second`,
    [memberId, credited],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query('delete from lecture_progress');
});
afterAll(() => t.close());

describe('dashboard', () => {
  it('agrees with the orders, members and progress it comes from, day by Seoul day', async () => {
    const a = await createMember(t, { createdAt: kst('2025-03-01T09:00:00') });
    const b = await createMember(t, { createdAt: kst('2025-03-01T23:59:00') });
    await createMember(t, { createdAt: kst('2025-03-03T00:00:01') });
    await createMember(t, { createdAt: kst('2025-02-28T23:59:59') }); // the day before the period

    await order(a.id, { amount: 59_000, status: 'settled', paidAt: '2025-03-01T10:00:00' });
    await order(b.id, { amount: 159_000, status: 'refunded', paidAt: '2025-03-01T11:00:00', refund: 100_000, refundedAt: '2025-03-02T09:00:00' });
    await order(b.id, { amount: 39_000, status: 'failed', paidAt: null });

    let now = kst('2025-03-01T23:59:00');
    const service = new AdminDashboardService(t.database.db, () => now);
    await watched(a.id, 600);
    await service.snapshot('2025-03-01');
    await watched(a.id, 900);
    await watched(b.id, 120);
    await service.snapshot('2025-03-02');
    await service.snapshot('2025-03-02'); // a second run of the job changes nothing
    await watched(a.id, 960); // watched today, not snapshotted yet: counted live

    now = kst('2025-03-03T15:00:00');
    const result = await service.period({ from: '2025-03-01', to: '2025-03-03' });
    expect(result.days).toEqual([
      { date: '2025-03-01', signups: 2, orders: 2, gross: 218_000, refunds: 0, net: 218_000, viewers: 1, watch_seconds: 600 },
      { date: '2025-03-02', signups: 0, orders: 0, gross: 0, refunds: 100_000, net: -100_000, viewers: 2, watch_seconds: 420 },
      { date: '2025-03-03', signups: 1, orders: 0, gross: 0, refunds: 0, net: 0, viewers: 1, watch_seconds: 60 },
    ]);
    expect(result.totals).toEqual({ signups: 3, orders: 2, gross: 218_000, refunds: 100_000, net: 118_000, viewers: 2, watch_seconds: 1080 });
  });

  it('is served to staff, and refuses a reversed or too long period in Korean', async () => {
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const get = (q: string) => t.request({ method: 'GET', url: `/api/admin/dashboard${q}`, headers: { authorization: `Bearer ${staff.accessToken}` } });
    const fine = (await get('')).json<{ code: string; data: { days: unknown[] } }>();
    expect(fine.code).toBe('0000');
    expect(fine.data.days).toHaveLength(14);
    for (const q of ['?from=2025-03-05&to=2025-03-01', '?from=2025-01-01&to=2025-06-01']) {
      const res = await get(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '8020' });
    }
  });
});
