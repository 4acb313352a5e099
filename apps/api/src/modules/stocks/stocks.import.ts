/**
 * The nightly end-of-day import and the backfill (docs/decisions/098). For each configured source it imports
 * every trading day after the last settled one up to yesterday in Korea (the FSC publishes a day's data the
 * next business day after 13:00 KST; US closes end before 07:00 KST), skipping known holidays without asking.
 * A day the source answers empty stays unsettled and is asked again next night, unless it is a week old:
 * then it is recorded 'closed' (a holiday the calendar missed). The job runs once across processes
 * (jobs/scheduler.ts); saving a day is one transaction and idempotent, so an overlapping backfill is harmless.
 */
import { koreanDay, shiftDay } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import type { EodSource } from '../../providers/market-data/eod-source.ts';
import { tradingDays } from '../../providers/market-data/holidays.ts';
import { isSettled, lastSettledDay, saveDay } from './stocks.market.queries.ts';

/** How far back the first nightly run starts when nothing was imported yet (older days: the backfill command). */
const FIRST_RUN_DAYS = 7;
const FINAL_AFTER_DAYS = 7;

export interface DayResult {
  region: string;
  day: string;
  status: 'done' | 'closed' | 'pending';
  bars: number;
  /** The benchmark index could not be read for a day whose bars were saved (the job logs it). */
  indexError?: string;
}

export class MarketImport {
  constructor(
    private readonly db: Db,
    private readonly sources: readonly EodSource[],
    private readonly now: () => Date = () => new Date(),
  ) {}

  get configured(): boolean {
    return this.sources.length > 0;
  }

  /** Imports every missing trading day up to yesterday (Korea time) for each source. */
  async nightly(): Promise<DayResult[]> {
    const yesterday = shiftDay(koreanDay(this.now()), -1);
    const out: DayResult[] = [];
    for (const source of this.sources) {
      const last = await lastSettledDay(this.db, source.region);
      const from = last ? shiftDay(last, 1) : shiftDay(yesterday, -FIRST_RUN_DAYS);
      for (const day of tradingDays(source.region, from, yesterday)) {
        const result = await this.importDay(source, day, false);
        out.push(result);
        // Days are published in order: a later day is not asked before an earlier one settles.
        if (result.status === 'pending') break;
      }
    }
    return out;
  }

  /** Imports the trading days between two dates again (inclusive), settled or not. */
  async backfill(from: string, to: string): Promise<DayResult[]> {
    const out: DayResult[] = [];
    for (const source of this.sources) {
      for (const day of tradingDays(source.region, from, to)) out.push(await this.importDay(source, day, true));
    }
    return out;
  }

  private async importDay(source: EodSource, day: string, again: boolean): Promise<DayResult> {
    if (!again && (await isSettled(this.db, source.region, day))) return { region: source.region, day, status: 'done', bars: 0 };
    const rows = (await source.barsOn(day)).filter((r) => r.date === day);
    const final = day <= shiftDay(koreanDay(this.now()), -FINAL_AFTER_DAYS);
    if (rows.length === 0 && !final) return { region: source.region, day, status: 'pending', bars: 0 };
    // The benchmark index is asked only for a day with bars, and never holds the stocks back: a key not approved for
    // 지수시세정보 or a failed SPY read saves the day without it (the practice chart carries the last index close) and
    // says so; `market-backfill` fills the index in later.
    let index = null;
    let indexError: string | undefined;
    if (rows.length > 0) {
      try {
        index = await source.indexOn(day);
      } catch (err) {
        indexError = err instanceof Error ? err.message : String(err);
      }
    }
    await saveDay(this.db, source.region, day, source.source, rows, index);
    return { region: source.region, day, status: rows.length > 0 ? 'done' : 'closed', bars: rows.length, ...(indexError ? { indexError } : {}) };
  }
}
