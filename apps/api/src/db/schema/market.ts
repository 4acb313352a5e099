import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * End-of-day bars imported from a real market-data source (docs/decisions/098). One row per region, code and
 * trading day; rows are never deleted, so history grows with each nightly import and backfill. The company's
 * name and market are kept per day: a renamed company or a code that moved market shows its name of that day.
 * Prices are in the region's currency (KRW whole won, USD with cents); shares and market cap are null when the
 * source does not give them (the US source).
 */
export const marketBars = pgTable(
  'market_bars',
  {
    region: varchar('region', { length: 2 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    market: varchar('market', { length: 8 }).notNull(),
    open: numeric('open', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    high: numeric('high', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    low: numeric('low', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    close: numeric('close', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }),
    marketCap: bigint('market_cap', { mode: 'number' }),
    source: varchar('source', { length: 16 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'market_bars_pkey', columns: [t.region, t.code, t.day] }),
    index('market_bars_day_idx').on(t.region, t.day),
    check('market_bars_region', sql`${t.region} in ('kr', 'us')`),
  ],
);

/**
 * One row per region and trading day an import finished: 'done' with its bar count, or 'closed' when the
 * source answered with no bars for a day old enough to be final (a holiday the calendar did not know).
 * The latest 'done' day is the stock pages' 기준일.
 */
export const marketImports = pgTable(
  'market_imports',
  {
    region: varchar('region', { length: 2 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    bars: integer('bars').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'market_imports_pkey', columns: [t.region, t.day] }),
    check('market_imports_status', sql`${t.status} in ('done', 'closed')`),
  ],
);

/**
 * Daily closes of each region's benchmark index (KOSPI from the FSC 지수시세정보; for the US, SPY from Tiingo standing
 * in for the S&P 500), imported with that day's stock bars (docs/decisions/098). Kept apart from market_bars so an
 * index never shows up as a stock in listings, searches or rankings. `name` is the legend the chart shows.
 */
export const marketIndexBars = pgTable(
  'market_index_bars',
  {
    region: varchar('region', { length: 2 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    open: numeric('open', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    high: numeric('high', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    low: numeric('low', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    close: numeric('close', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'market_index_bars_pkey', columns: [t.region, t.day] }),
    check('market_index_bars_region', sql`${t.region} in ('kr', 'us')`),
  ],
);
