import { bigint, date, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each member's total credited watching seconds at the end of a Seoul day, written by the daily
 * `watch-snapshot` job only when it changed since their previous row. The difference between two
 * rows is the watching of the days between: the console's "watch time per day" comes from here, and
 * progress saves (the hot path) write nothing extra.
 */
export const watchSnapshots = pgTable(
  'watch_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    creditedTotal: bigint('credited_total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
