import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { lectures } from './learning.ts';
import { members } from './members.ts';

/**
 * 모의투자 (decision 099). Amounts are integers in minor units: won for 'kr', cents for 'us'. Every change to one
 * member's cash, holdings or orders runs in a transaction that first locks that member's account row, so parallel
 * orders queue behind each other; the checks below are the last line if a rule in the service were ever wrong.
 */
export const practiceAccounts = pgTable(
  'practice_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    krwCash: bigint('krw_cash', { mode: 'number' }).notNull(),
    krwReserved: bigint('krw_reserved', { mode: 'number' }).notNull().default(0),
    krwRealised: bigint('krw_realised', { mode: 'number' }).notNull().default(0),
    usdCash: bigint('usd_cash', { mode: 'number' }).notNull(),
    usdReserved: bigint('usd_reserved', { mode: 'number' }).notNull().default(0),
    usdRealised: bigint('usd_realised', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('practice_accounts_krw', sql`${t.krwReserved} >= 0 and ${t.krwCash} >= ${t.krwReserved}`),
    check('practice_accounts_usd', sql`${t.usdReserved} >= 0 and ${t.usdCash} >= ${t.usdReserved}`),
  ],
);

export const practiceHoldings = pgTable(
  'practice_holdings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    qty: integer('qty').notNull(),
    /** Shares promised to open sell orders. */
    reservedQty: integer('reserved_qty').notNull().default(0),
    /** What the shares held cost, buy fees included (minor units); average cost = cost / qty. */
    cost: bigint('cost', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'practice_holdings_pkey', columns: [t.memberId, t.region, t.code] }),
    check('practice_holdings_qty', sql`${t.reservedQty} >= 0 and ${t.qty} >= ${t.reservedQty}`),
  ],
);

export const practiceOrders = pgTable(
  'practice_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    side: varchar('side', { length: 4 }).notNull(),
    kind: varchar('kind', { length: 6 }).notNull(),
    qty: integer('qty').notNull(),
    limitPrice: bigint('limit_price', { mode: 'number' }),
    /** Cash a buy holds while open (minor units). */
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 9 }).notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    tradeFrom: date('trade_from').notNull(),
    filledOn: date('filled_on'),
    fillPrice: bigint('fill_price', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }),
    tax: bigint('tax', { mode: 'number' }),
    realised: bigint('realised', { mode: 'number' }),
  },
  (t) => [
    index('practice_orders_member_idx').on(t.memberId, t.id),
    index('practice_orders_open_idx').on(t.status, t.region, t.code).where(sql`${t.status} = 'open'`),
    check('practice_orders_side', sql`${t.side} in ('buy', 'sell')`),
    check('practice_orders_kind', sql`${t.kind} in ('market', 'limit')`),
    check('practice_orders_status', sql`${t.status} in ('open', 'filled', 'cancelled', 'rejected')`),
    check('practice_orders_qty', sql`${t.qty} > 0`),
  ],
);

/** Stocks a lecture covers, tagged by staff, optionally at a second of the video. */
export const lectureStocks = pgTable(
  'lecture_stocks',
  {
    lcNo: integer('lc_no')
      .notNull()
      .references(() => lectures.lcNo, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    atSec: integer('at_sec'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'lecture_stocks_pkey', columns: [t.lcNo, t.region, t.code] }), index('lecture_stocks_code_idx').on(t.region, t.code)],
);

/** A lecture's practice task: a filled buy in the practice account (of `code`, or of any stock of `region`). */
export const lecturePracticeTasks = pgTable('lecture_practice_tasks', {
  lcNo: integer('lc_no')
    .primaryKey()
    .references(() => lectures.lcNo, { onDelete: 'cascade' }),
  title: varchar('title', { length: 100 }).notNull(),
  region: varchar('region', { length: 2 }).notNull(),
  code: varchar('code', { length: 12 }),
});

export const practiceContests = pgTable(
  'practice_contests',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    region: varchar('region', { length: 2 }).notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    status: varchar('status', { length: 6 }).notNull().default('open'),
    pointsTop: jsonb('points_top').$type<number[]>().notNull().default([]),
    /** The operator who set the points: never an entrant of this round (as for events, decision 080). */
    pointsSetBy: bigint('points_set_by', { mode: 'number' }).references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [unique('practice_contests_month_key').on(t.region, t.month), check('practice_contests_status', sql`${t.status} in ('open', 'closed')`)],
);

/** An opt-in entry: the region's account total when the member joined; the final return and rank once closed. */
export const practiceContestEntries = pgTable(
  'practice_contest_entries',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => practiceContests.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startTotal: bigint('start_total', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    finalRate: bigint('final_rate_bp', { mode: 'number' }),
    finalRank: integer('final_rank'),
  },
  (t) => [primaryKey({ name: 'practice_contest_entries_pkey', columns: [t.contestId, t.memberId] })],
);
