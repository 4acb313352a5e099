import { sql } from 'drizzle-orm';
import type { Conn } from './client.ts';

/**
 * A member's credited watching total at the end of each given Korean-time day, and now. Read from the daily
 * `watch_snapshots` (admin-dashboard's job writes a row when the total changed) and, for now, the live progress
 * rows: the difference of two totals is the watching between them. Here, a floor below the modules, because the
 * dashboard owns the snapshots, play owns the progress rows and the weekly goals read both (decision 097).
 */
export async function creditedTotals(db: Conn, memberId: number, days: string[]): Promise<{ atDays: number[]; now: number }> {
  const result = await db.execute<{ total: string | number }>(sql`
    select coalesce((select s.credited_total from watch_snapshots s
                      where s.member_id = ${memberId} and s.day <= b.day order by s.day desc limit 1), 0)::bigint as total
      from unnest(string_to_array(${days.join(',')}, ',')::date[]) with ordinality as b(day, n)
     order by b.n`);
  const live = await db.execute<{ total: string | number }>(
    sql`select coalesce(sum(credited_second), 0)::bigint as total from lecture_progress where member_id = ${memberId}`,
  );
  return { atDays: result.rows.map((r) => Number(r.total)), now: Number(live.rows[0]?.total ?? 0) };
}
