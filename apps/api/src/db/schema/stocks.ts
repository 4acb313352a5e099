import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * A member's favourite stocks (the specification "Stock store: favorites"). Only the code is stored: names and
 * prices come from the market-data provider when the list is read, so a listing change never leaves
 * stale copies here. The primary key makes adding the same stock twice a no-op (idempotent add).
 */
export const stockFavorites = pgTable(
  'stock_favorites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stock_favorites_pkey', columns: [t.memberId, t.region, t.code] }),
    index('stock_favorites_member_idx').on(t.memberId, t.createdAt),
    check('stock_favorites_region', sql`${t.region} in ('kr', 'us')`),
  ],
);
