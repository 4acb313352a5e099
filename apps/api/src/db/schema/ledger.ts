import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The one ledger (docs/decisions/103): every movement of money or points is a row, written in the transaction that
 * makes it. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE); balances and the console's figures read it.
 * `won`: cash into the school (+ a payment, − a refund); `points`: the member's point balance change; `discount`: won
 * a coupon took off a price.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    entryId: bigint('entry_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    sourceType: varchar('source_type', { length: 12 }).notNull(),
    sourceId: varchar('source_id', { length: 64 }).notNull(),
    won: integer('won').notNull().default(0),
    points: integer('points').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    actorType: varchar('actor_type', { length: 10 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    reason: varchar('reason', { length: 200 }).notNull(),
  },
  (t) => [
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('order_payment', 'charge_payment', 'order_refund', 'charge_refund', 'payment_reversal', 'coupon_use', 'points_earned', 'points_granted', 'points_spent', 'points_returned', 'points_expired', 'contest_prize', 'settlement_payout')`,
    ),
    check('ledger_entries_source_type', sql`${t.sourceType} in ('order', 'charge', 'coupon', 'contest', 'event', 'points', 'settlement')`),
    check('ledger_entries_actor', sql`${t.actorType} in ('member', 'operator', 'system') and ((${t.actorType} = 'operator') = (${t.actorId} is not null))`),
    check('ledger_entries_moves', sql`${t.won} <> 0 or ${t.points} <> 0 or ${t.discount} > 0`),
    index('ledger_entries_member_idx').on(t.memberId, t.occurredAt),
    index('ledger_entries_kind_idx').on(t.kind, t.occurredAt),
    index('ledger_entries_source_idx').on(t.sourceType, t.sourceId),
    uniqueIndex('ledger_entries_once_uq')
      .on(t.kind, t.sourceType, t.sourceId)
      .where(sql`${t.kind} in ('charge_payment', 'order_refund', 'charge_refund', 'settlement_payout')`),
  ],
);
