// The imported end-of-day tables (docs/decisions/098): written by the nightly import, read by the stock pages.
import { and, asc, eq, gte, lte, max, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client.ts';
import { marketBars, marketImports, marketIndexBars } from '../../db/schema/index.ts';
import type { EodIndexRow, EodRow } from '../../providers/market-data/eod-source.ts';
import type { Region } from '../../providers/market-data/market-data.ts';

/** The latest imported trading day of a region, or null before the first import. */
export async function latestImportedDay(db: Conn, region: Region): Promise<string | null> {
  const [row] = await db
    .select({ day: max(marketImports.day) })
    .from(marketImports)
    .where(and(eq(marketImports.region, region), eq(marketImports.status, 'done')));
  return row?.day ?? null;
}

/** The latest day the import finished with either status (where the next run starts). */
export async function lastSettledDay(db: Conn, region: Region): Promise<string | null> {
  const [row] = await db.select({ day: max(marketImports.day) }).from(marketImports).where(eq(marketImports.region, region));
  return row?.day ?? null;
}

export async function isSettled(db: Conn, region: Region, day: string): Promise<boolean> {
  const rows = await db
    .select({ day: marketImports.day })
    .from(marketImports)
    .where(and(eq(marketImports.region, region), eq(marketImports.day, day)));
  return rows.length > 0;
}

/** Stores one day's bars and marks the day imported, in one transaction; a re-import corrects the day. */
export async function saveDay(db: Db, region: Region, day: string, source: string, rows: readonly EodRow[], index: EodIndexRow | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    if (index) {
      const bar = { code: index.code, name: index.name, open: index.open, high: index.high, low: index.low, close: index.close, source };
      await tx
        .insert(marketIndexBars)
        .values({ region, day, ...bar })
        .onConflictDoUpdate({ target: [marketIndexBars.region, marketIndexBars.day], set: { ...bar, importedAt: sql`now()` } });
    }
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map((r) => ({
        region,
        code: r.code,
        day: r.date,
        name: r.name,
        market: r.market,
        open: r.open,
        high: r.high,
        low: r.low,
        close: r.close,
        volume: r.volume,
        shares: r.shares,
        marketCap: r.marketCap,
        source,
      }));
      await tx
        .insert(marketBars)
        .values(chunk)
        .onConflictDoUpdate({
          target: [marketBars.region, marketBars.code, marketBars.day],
          set: {
            name: sql`excluded.name`,
            market: sql`excluded.market`,
            open: sql`excluded.open`,
            high: sql`excluded.high`,
            low: sql`excluded.low`,
            close: sql`excluded.close`,
            volume: sql`excluded.volume`,
            shares: sql`excluded.shares`,
            marketCap: sql`excluded.market_cap`,
            source: sql`excluded.source`,
            importedAt: sql`now()`,
          },
        });
    }
    const status = rows.length > 0 ? 'done' : 'closed';
    await tx
      .insert(marketImports)
      .values({ region, day, status, bars: rows.length, source })
      .onConflictDoUpdate({ target: [marketImports.region, marketImports.day], set: { status, bars: rows.length, source, importedAt: sql`now()` } });
  });
}

export type StoredQuoteRow = {
  code: string;
  name: string;
  market: string;
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  shares: number | null;
  market_cap: number | null;
  prev_close: number | null;
  high_52w: number;
  low_52w: number;
};

/**
 * The latest bar on or before `asOf` of every code traded in the 30 days before it (a halted stock keeps its
 * last bar), with the previous close and the 52-week range. One query per region and trading day.
 */
export async function latestBars(db: Conn, region: Region, asOf: string, code?: string): Promise<StoredQuoteRow[]> {
  const one = code ? sql`and code = ${code}` : sql``;
  const result = await db.execute<StoredQuoteRow>(sql`
    with live as (
      select distinct code from market_bars
      where region = ${region} and day > ${asOf}::date - 30 and day <= ${asOf}::date ${one}
    ), year as (
      select b.code, b.day, b.name, b.market, b.open, b.high, b.low, b.close, b.volume, b.shares, b.market_cap,
        lag(b.close) over (partition by b.code order by b.day) as prev_close,
        max(b.high) over (partition by b.code) as high_52w,
        min(b.low) over (partition by b.code) as low_52w,
        row_number() over (partition by b.code order by b.day desc) as rn
      from market_bars b join live using (code)
      where b.region = ${region} and b.day > ${asOf}::date - 364 and b.day <= ${asOf}::date
    )
    select code, to_char(day, 'YYYY-MM-DD') as day, name, market, open::float8 as open, high::float8 as high, low::float8 as low,
      close::float8 as close, volume::float8 as volume, shares::float8 as shares, market_cap::float8 as market_cap,
      prev_close::float8 as prev_close, high_52w::float8 as high_52w, low_52w::float8 as low_52w
    from year where rn = 1 order by code`);
  return result.rows;
}

/** Daily bars of one code between two days (inclusive), oldest first. */
export function barsBetween(db: Conn, region: Region, code: string, from: string, to: string) {
  return db
    .select({ date: marketBars.day, open: marketBars.open, high: marketBars.high, low: marketBars.low, close: marketBars.close, volume: marketBars.volume })
    .from(marketBars)
    .where(and(eq(marketBars.region, region), eq(marketBars.code, code), gte(marketBars.day, from), lte(marketBars.day, to)))
    .orderBy(asc(marketBars.day));
}

/** The region's imported benchmark closes between two days (inclusive), oldest first; the latest day's name. */
export async function indexBetween(db: Conn, region: Region, from: string, to: string) {
  return db
    .select({ date: marketIndexBars.day, name: marketIndexBars.name, open: marketIndexBars.open, high: marketIndexBars.high, low: marketIndexBars.low, close: marketIndexBars.close })
    .from(marketIndexBars)
    .where(and(eq(marketIndexBars.region, region), gte(marketIndexBars.day, from), lte(marketIndexBars.day, to)))
    .orderBy(asc(marketIndexBars.day));
}
