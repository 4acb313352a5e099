/**
 * The stock pages' figures when a real source is configured for a region (docs/decisions/098): read only from
 * the imported tables, never from the source during a request. Names, markets and the market-cap order come
 * from the latest imported day; sectors and English names from the bundled listing where the code is known.
 * The source gives no financial statements, so those are empty.
 */
import type { Db } from '../../db/client.ts';
import { krCompanies } from '../../providers/market-data/data/companies-kr.ts';
import { usCompanies } from '../../providers/market-data/data/companies-us.ts';
import type { DailyBar, FinancialPeriod, IndexSeries, ListedCompany, Market, MarketDataProvider, Quote, Region } from '../../providers/market-data/market-data.ts';
import { AppError } from '../../http/app-error.ts';
import { barsBetween, indexBetween, latestBars, latestImportedDay } from './stocks.market.queries.ts';

const KNOWN: Record<Region, Map<string, ListedCompany>> = {
  kr: new Map(krCompanies.map((c) => [c.code, c])),
  us: new Map(usCompanies.map((c) => [c.code, c])),
};

interface DayView {
  asOf: string;
  companies: ListedCompany[];
  quotes: Map<string, Quote>;
}

export class StoredMarketData implements MarketDataProvider {
  readonly isSample = false;
  private day: { asOf: string; at: number } | null = null;
  private view: Promise<DayView> | null = null;

  constructor(
    private readonly db: Db,
    private readonly region: Region,
    readonly source: string,
    readonly notice: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The latest imported day, asked again at most every 5 seconds; 7101 before the first import. */
  async asOf(_region: Region): Promise<string> {
    if (this.day && this.now() - this.day.at < 5000) return this.day.asOf;
    const asOf = await latestImportedDay(this.db, this.region);
    if (!asOf) throw new AppError('MARKET_DATA_NOT_READY');
    this.day = { asOf, at: this.now() };
    return asOf;
  }

  async companies(region: Region): Promise<readonly ListedCompany[]> {
    return (await this.dayView(region)).companies;
  }

  async latestQuote(region: Region, code: string): Promise<Quote | null> {
    return (await this.dayView(region)).quotes.get(code) ?? null;
  }

  async latestQuotes(region: Region): Promise<ReadonlyMap<string, Quote>> {
    return (await this.dayView(region)).quotes;
  }

  async dailyHistory(region: Region, code: string, from: string): Promise<DailyBar[] | null> {
    const view = await this.dayView(region);
    if (!view.quotes.has(code)) return null;
    return this.bars(code, from, view.asOf);
  }

  /** Bars between two days inclusive (the practice area reads these through StocksService.dailyBars). */
  async bars(code: string, from: string, to: string): Promise<DailyBar[]> {
    return barsBetween(this.db, this.region, code, from, to);
  }

  /** The imported benchmark closes (KOSPI; SPY for the S&P 500); its name is the source's, or the region's default. */
  async indexHistory(_region: Region, from: string, to: string): Promise<IndexSeries> {
    const rows = await indexBetween(this.db, this.region, from, to);
    return {
      name: rows.at(-1)?.name ?? (this.region === 'kr' ? 'KOSPI' : 'S&P 500 (SPY 기준)'),
      bars: rows.map((r) => ({ date: r.date, open: r.open, high: r.high, low: r.low, close: r.close, volume: 0 })),
    };
  }

  async financials(region: Region, code: string): Promise<FinancialPeriod[] | null> {
    return (await this.dayView(region)).quotes.has(code) ? [] : null;
  }

  /** Listing and quotes of the latest imported day, loaded once per day per process. */
  private async dayView(region: Region): Promise<DayView> {
    const asOf = await this.asOf(region);
    const current = this.view;
    if (current && (await current).asOf === asOf) return current;
    const next = this.load(asOf);
    next.catch(() => this.view === next && (this.view = null));
    this.view = next;
    return next;
  }

  private async load(asOf: string): Promise<DayView> {
    const rows = await latestBars(this.db, this.region, asOf);
    rows.sort((a, b) => (b.market_cap ?? 0) - (a.market_cap ?? 0) || rankOf(this.region, a.code) - rankOf(this.region, b.code));
    const companies: ListedCompany[] = [];
    const quotes = new Map<string, Quote>();
    rows.forEach((r, i) => {
      const known = KNOWN[this.region].get(r.code);
      companies.push({
        code: r.code,
        nameKo: this.region === 'kr' ? r.name : (known?.nameKo ?? r.name),
        nameEn: known?.nameEn ?? r.name,
        market: r.market as Market,
        sector: known?.sector ?? '기타',
        approxMarketCapRank: i + 1,
      });
      quotes.set(r.code, {
        code: r.code,
        date: r.day,
        open: r.open,
        high: r.high,
        low: r.low,
        close: r.close,
        volume: r.volume,
        prevClose: r.prev_close ?? r.open,
        sharesOutstanding: r.shares ?? 0,
        marketCap: r.market_cap ?? 0,
        high52w: r.high_52w,
        low52w: r.low_52w,
      });
    });
    return { asOf, companies, quotes };
  }
}

function rankOf(region: Region, code: string): number {
  return KNOWN[region].get(code)?.approxMarketCapRank ?? Number.MAX_SAFE_INTEGER;
}
