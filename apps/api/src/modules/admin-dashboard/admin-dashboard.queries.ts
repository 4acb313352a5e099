import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';

const PAID = sql`('paid', 'awaiting_receipt', 'settled', 'refund_requested', 'refunded')`;

type DayRow = {
  date: string;
  signups: number;
  orders: number;
  gross: number;
  refunds: number;
  viewers: number;
  watch_seconds: number;
};

/**
 * One row per Seoul day of the period: sign-ups (members), purchases (paid orders and subscription charges), gross and
 * refunds (the ledger), viewers and
 * watching (the daily snapshots, and for today the live progress totals against the last snapshot).
 */
export async function dashboardDays(db: Conn, from: string, to: string, today: string): Promise<DayRow[]> {
  const result = await db.execute<DayRow>(sql`
    with days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    signups as (
      select (created_at at time zone 'Asia/Seoul')::date as day, count(*)::int as n from members
      where created_at >= (${from}::date::timestamp at time zone 'Asia/Seoul') and created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Seoul')
      group by 1),
    paid_orders as (
      select (paid_at at time zone 'Asia/Seoul')::date as day, count(*)::int as n from orders
      where status in ${PAID} and paid_at >= (${from}::date::timestamp at time zone 'Asia/Seoul') and paid_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Seoul')
      group by 1),
    -- Money from the one ledger (decision 103): orders and subscription charges alike, refunds and reversals of both.
    moved as (
      select (occurred_at at time zone 'Asia/Seoul')::date as day,
        sum(won) filter (where kind in ('order_payment', 'charge_payment'))::bigint as gross,
        sum(-won) filter (where kind in ('order_refund', 'charge_refund', 'payment_reversal'))::bigint as refunds,
        count(*) filter (where kind = 'charge_payment')::int as charges
      from ledger_entries
      where won <> 0 and occurred_at >= (${from}::date::timestamp at time zone 'Asia/Seoul') and occurred_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Seoul')
      group by 1),
    deltas as (
      select day, member_id, credited_total - coalesce(lag(credited_total) over (partition by member_id order by day), 0) as seconds
      from watch_snapshots where day <= ${to}::date),
    live as (
      select ${today}::date as day, p.member_id, p.total - coalesce(prev.credited_total, 0) as seconds
      from (select member_id, sum(credited_second)::bigint as total from lecture_progress group by member_id) p
      left join lateral (select credited_total from watch_snapshots s where s.member_id = p.member_id and s.day < ${today}::date order by s.day desc limit 1) prev on true
      where ${today}::date between ${from}::date and ${to}::date),
    watching as (
      select day, count(*) filter (where seconds > 0)::int as viewers, coalesce(sum(greatest(seconds, 0)), 0)::bigint as seconds
      from (select * from deltas where day >= ${from}::date and day <> ${today}::date union all select * from live) w
      group by day)
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(signups.n, 0)::int as signups,
      (coalesce(paid_orders.n, 0) + coalesce(moved.charges, 0))::int as orders,
      coalesce(moved.gross, 0)::bigint as gross,
      coalesce(moved.refunds, 0)::bigint as refunds,
      coalesce(watching.viewers, 0)::int as viewers,
      coalesce(watching.seconds, 0)::bigint as watch_seconds
    from days
    left join signups using (day) left join paid_orders using (day) left join moved using (day) left join watching using (day)
    order by days.day`);
  return result.rows.map((r) => ({ ...r, gross: Number(r.gross), refunds: Number(r.refunds), watch_seconds: Number(r.watch_seconds) }));
}

/**
 * The `watch-snapshot` job: each member's credited total at the end of `day`, written only when it changed
 * since their previous row. Idempotent (a second run the same day rewrites the same values).
 */
export async function snapshotWatching(db: Conn, day: string): Promise<number> {
  const result = await db.execute(sql`
    insert into watch_snapshots (day, member_id, credited_total)
    select ${day}::date, p.member_id, p.total
    from (select member_id, sum(credited_second)::bigint as total from lecture_progress group by member_id) p
    left join lateral (select credited_total from watch_snapshots s where s.member_id = p.member_id and s.day < ${day}::date order by s.day desc limit 1) prev on true
    where p.total <> coalesce(prev.credited_total, 0)
    on conflict (member_id, day) do update set credited_total = excluded.credited_total`);
  return result.rowCount ?? 0;
}
