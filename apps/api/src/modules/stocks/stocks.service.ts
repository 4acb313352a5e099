import {
  CURRENCY_BY_REGION,
  PROC_TYPE_INFO,
  REGION_MARKETS,
  type ProcType,
  type StockCompany,
  type StockFinanceResponse,
  type StockHistoryRange,
  type StockHistoryResponse,
  type StockInfoResponse,
  type StockPriceResponse,
  type StockRankQuery,
  type StockRankResponse,
  type StockRegion,
  type StockSearchQuery,
  type StockSearchResponse,
  type StockTop10Response,
} from '@school/contracts';
import { codes } from '@school/contracts';
import { AppError } from '../../http/app-error.ts';
import { KeyedCache } from '../../http/cache.ts';
import type { JsonBody } from '../../http/json-body.ts';
import { okBody } from '../../http/reply.ts';
import type { DailyBar, ListedCompany, MarketDataProvider, Quote } from '../../providers/market-data/market-data.ts';
import { StoredMarketData } from './stocks.stored.ts';
import { buildSearchIndex, search, type SearchIndex } from './stocks.search.ts';
import { snapshotOf, sortedRows, type Snapshot } from './stocks.ranking.ts';
import { changeRate, companyOut, priceOut, rangeStart, round2, roundMoney } from './stocks.shapes.ts';

export { rangeStart };

/** KRX short codes: 6 characters, a digit first (newer ones carry a letter, e.g. 0126Z0). US: tickers, class after '.'. */
const CODE_FORMAT: Record<StockRegion, RegExp> = {
  kr: /^[0-9][0-9A-Z]{5}$/,
  us: /^[A-Z][A-Z0-9]{0,5}(\.[A-Z0-9]{1,2})?$/,
};

export interface StockListItem extends StockCompany {
  price: number | null;
  change: number | null;
  change_rate: number | null;
}

interface RegionListing {
  index: SearchIndex;
  byCode: Map<string, ListedCompany>;
}

/**
 * The rules of the stock pages: code checks, search ranking, rankings, and the response shapes.
 * Figures come from a MarketDataProvider; everything here is derived from them and cached per
 * trading day (the key includes `as_of`), so nothing goes stale when the day moves on. The caches
 * are per process and hold only what the provider can regenerate, so several API processes need not
 * agree on them (DESIGN: stateless processes).
 */
export class StocksService {
  private readonly listings = new Map<StockRegion, { asOf: string; listing: Promise<RegionListing> }>();
  private readonly snapshots = new Map<StockRegion, Promise<Snapshot>>();
  private readonly bodies: KeyedCache<JsonBody>;
  private readonly tradingDays = new Map<StockRegion, { asOf: string; at: number }>();

  constructor(
    private readonly providers: Record<StockRegion, MarketDataProvider>,
    options: { cacheBytes?: number } = {},
  ) {
    const limit = options.cacheBytes ?? 24 * 1024 * 1024;
    this.bodies = new KeyedCache({ maxSize: { limit, sizeOf: (body) => body.raw.length } });
  }

  async search({ market: region, q, limit }: StockSearchQuery): Promise<StockSearchResponse> {
    const [listing, asOf] = await Promise.all([this.listing(region), this.provider(region).asOf(region)]);
    const hits = search(listing.index, q, limit);
    const quotes = await Promise.all(hits.map((h) => this.provider(region).latestQuote(region, h.company.code)));
    const items = hits.map((h, i) => {
      const quote = quotes[i];
      return {
        ...companyOut(h.company),
        price: quote?.close ?? null,
        change_rate: quote ? changeRate(quote) : null,
      };
    });
    return { ...this.provenance(region, asOf), market: region, q, items };
  }

  /**
   * The search answer serialized once per (region, query, limit, trading day): typing sends a request per
   * keystroke, and people type the same few names (issue 13: p99 24 ms at 32 connections when built per call).
   * A cached answer is handed over at once, with no promise, while the trading day is known (`tradingDayNow`).
   */
  searchBody(query: StockSearchQuery): JsonBody | Promise<JsonBody> {
    const known = this.tradingDayNow(query.market);
    if (known) return this.searchBodyOn(query, known);
    return this.provider(query.market).asOf(query.market).then((asOf) => this.searchBodyOn(query, this.rememberTradingDay(query.market, asOf)));
  }

  private searchBodyOn(query: StockSearchQuery, asOf: string): JsonBody | Promise<JsonBody> {
    return this.bodies.now(`s:${query.market}:${query.limit}:${asOf}:${query.q}`, async () => okBody(await this.search(query)));
  }

  /** The provider's trading day, asked again at most once a second: every search key holds it. */
  private tradingDayNow(region: StockRegion): string | null {
    const known = this.tradingDays.get(region);
    return known && Date.now() - known.at < 1000 ? known.asOf : null;
  }

  private rememberTradingDay(region: StockRegion, asOf: string): string {
    this.tradingDays.set(region, { asOf, at: Date.now() });
    return asOf;
  }

  async rank(region: StockRegion, { type, market, limit, page }: StockRankQuery): Promise<StockRankResponse> {
    if (market && !REGION_MARKETS[region].includes(market)) throw new AppError('STOCK_MARKET_INVALID');
    const snapshot = await this.snapshot(region);
    const rows = sortedRows(snapshot, type, market ?? null);
    const start = (page - 1) * limit;
    return {
      ...this.provenance(region, snapshot.asOf),
      region,
      type,
      market: market ?? null,
      currency: CURRENCY_BY_REGION[region],
      page,
      limit,
      total: rows.length,
      items: rows.slice(start, start + limit).map((row, i) => ({ ...row, rank: start + i + 1 })),
    };
  }

  async top10(region: StockRegion): Promise<StockTop10Response> {
    const snapshot = await this.snapshot(region);
    return {
      ...this.provenance(region, snapshot.asOf),
      region,
      currency: CURRENCY_BY_REGION[region],
      items: snapshot.byCap.slice(0, 10),
    };
  }

  async info(region: StockRegion, rawCode: string): Promise<StockInfoResponse> {
    const company = await this.company(region, rawCode);
    const [quote, annual] = await Promise.all([
      this.quote(region, company.code),
      this.provider(region).financials(region, company.code, { period: 'annual', basis: 'consolidated' }),
    ]);
    const latest = annual?.at(-1);
    const shares = quote.sharesOutstanding;
    const bps = latest && shares > 0 ? roundMoney(latest.totalEquity / shares, region) : null;
    const eps = latest ? latest.eps : null;
    return {
      ...this.provenance(region, quote.date),
      region,
      currency: CURRENCY_BY_REGION[region],
      company: companyOut(company),
      price: priceOut(quote),
      figures: {
        market_cap: shares > 0 ? quote.marketCap : null,
        shares_outstanding: shares > 0 ? shares : null,
        eps,
        bps,
        per: eps !== null && eps > 0 ? round2(quote.close / eps) : null,
        pbr: bps !== null && bps > 0 ? round2(quote.close / bps) : null,
        roe: latest?.roe ?? null,
        high_52w: quote.high52w,
        low_52w: quote.low52w,
        fiscal_year: latest ? Number(latest.period) : null,
      },
    };
  }

  async price(region: StockRegion, rawCode: string): Promise<StockPriceResponse> {
    const company = await this.company(region, rawCode);
    const quote = await this.quote(region, company.code);
    return {
      ...this.provenance(region, quote.date),
      region,
      code: company.code,
      currency: CURRENCY_BY_REGION[region],
      price: priceOut(quote),
    };
  }

  /** The whole response body, serialized once per (code, range, trading day): a 5-year series is ~100 kB of JSON. */
  async historyBody(region: StockRegion, rawCode: string, range: StockHistoryRange): Promise<JsonBody> {
    const company = await this.company(region, rawCode);
    const asOf = await this.provider(region).asOf(region);
    return this.bodies.get(`h:${region}:${company.code}:${range}:${asOf}`, async () => {
      const bars = await this.provider(region).dailyHistory(region, company.code, rangeStart(asOf, range));
      if (!bars) throw new AppError('STOCK_NOT_FOUND');
      const data: StockHistoryResponse = {
        ...this.provenance(region, asOf),
        region,
        code: company.code,
        currency: CURRENCY_BY_REGION[region],
        range,
        items: bars,
      };
      return okBody(data);
    });
  }

  async financeBody(region: StockRegion, rawCode: string, procType: ProcType): Promise<JsonBody> {
    const company = await this.company(region, rawCode);
    const asOf = await this.provider(region).asOf(region);
    return this.bodies.get(`f:${region}:${company.code}:${procType}:${asOf}`, async () => {
      const info = PROC_TYPE_INFO[procType];
      const periods = await this.provider(region).financials(region, company.code, { period: info.period, basis: info.basis });
      if (!periods) throw new AppError('STOCK_NOT_FOUND');
      const data: StockFinanceResponse = {
        ...this.provenance(region, asOf),
        region,
        code: company.code,
        currency: CURRENCY_BY_REGION[region],
        proc_type: procType,
        proc_type_label: info.label,
        list: periods.map((p) => ({
          period: p.period,
          period_end: p.periodEnd,
          revenue: p.revenue,
          operating_income: p.operatingIncome,
          net_income: p.netIncome,
          total_assets: p.totalAssets,
          total_liabilities: p.totalLiabilities,
          total_equity: p.totalEquity,
          eps: p.eps,
          per: p.per,
          pbr: p.pbr,
          roe: p.roe,
        })),
      };
      return okBody(data);
    });
  }

  /**
   * The search-item shape of listed codes (company + latest price and change), for lists such as a
   * member's favorites. Codes no longer listed are left out; a missing quote gives null prices.
   */
  async items(region: StockRegion, codes: readonly string[]): Promise<Map<string, StockListItem>> {
    const listing = await this.listing(region);
    const out = new Map<string, StockListItem>();
    await Promise.all(
      codes.map(async (code) => {
        const company = listing.byCode.get(code);
        if (!company) return;
        const quote = await this.provider(region).latestQuote(region, code);
        out.set(code, {
          ...companyOut(company),
          price: quote?.close ?? null,
          change: quote ? round2(quote.close - quote.prevClose) : null,
          change_rate: quote ? changeRate(quote) : null,
        });
      }),
    );
    return out;
  }

  /**
   * Daily bars of one code with from ≤ date ≤ to ('YYYY-MM-DD'), oldest first; [] for a code nobody lists. The region
   * follows from the code's format (KRX codes start with a digit, US tickers with a letter). The one way other areas
   * read prices (practice orders): when bars move to our own tables only this method changes.
   */
  async dailyBarsOf(code: string, from: string, to: string): Promise<DailyBar[]> {
    const region: StockRegion = CODE_FORMAT.kr.test(code) ? 'kr' : 'us';
    return this.dailyBars(region, code, from, to).catch((err: unknown) => {
      if (err instanceof AppError && err.code === codes.STOCK_NOT_FOUND.code) return [];
      throw err;
    });
  }


  /** Provenance of figures not tied to one trading day (a list mixing regions). */
  get sampleLabel(): { is_sample: 'Y' | 'N'; notice: string | null } {
    const { kr, us } = this.providers;
    const notices = [...new Set([kr.notice, us.notice].filter((n): n is string => !!n))];
    return { is_sample: kr.isSample || us.isSample ? 'Y' : 'N', notice: notices.length ? notices.join(' / ').slice(0, 200) : null };
  }

  /**
   * Daily bars of one code between two days (inclusive), oldest first, from the region's active source (the
   * imported tables, or the sample series offline). For the practice area (모의투자); 5002/5003 for a bad code.
   */
  async dailyBars(region: StockRegion, rawCode: string, from: string, to: string): Promise<DailyBar[]> {
    const company = await this.company(region, rawCode);
    const provider = this.provider(region);
    if (provider instanceof StoredMarketData) return provider.bars(company.code, from, to);
    const bars = (await provider.dailyHistory(region, company.code, from)) ?? [];
    return bars.filter((b) => b.date <= to);
  }

  /**
   * The region's benchmark index closes (from ≤ date ≤ to) with their provenance: the practice chart compares an
   * account with it. Read from the same source as the region's stock pages, so the two never mix.
   */
  async indexBars(region: StockRegion, from: string, to: string): Promise<{ name: string; is_sample: 'Y' | 'N'; notice: string | null; bars: DailyBar[] }> {
    const provider = this.provider(region);
    const series = await provider.indexHistory(region, from, to);
    return { name: series.name, is_sample: provider.isSample ? 'Y' : 'N', notice: provider.notice, bars: series.bars };
  }

  private provider(region: StockRegion): MarketDataProvider {
    return this.providers[region];
  }

  /** Every listed company of the region (the Q&A advice guard names stocks from it, decision 095). */
  async listed(region: StockRegion): Promise<readonly ListedCompany[]> {
    return [...(await this.listing(region)).byCode.values()];
  }

  /** Checks the code's format for the region, then that it is listed (400 vs 404 tell the person which is wrong). */
  async company(region: StockRegion, rawCode: string): Promise<ListedCompany> {
    const code = this.normaliseCode(region, rawCode);
    const company = (await this.listing(region)).byCode.get(code);
    if (!company) throw new AppError('STOCK_NOT_FOUND');
    return company;
  }

  /** The canonical spelling of a code (upper case, BRK-B → BRK.B), or 5002 when it cannot be a code of the region. */
  normaliseCode(region: StockRegion, rawCode: string): string {
    let code = rawCode.toUpperCase();
    // Ticker classes are written BRK.B on exchanges and BRK-B on many sites.
    if (region === 'us') code = code.replace('-', '.');
    if (!CODE_FORMAT[region].test(code)) throw new AppError('STOCK_CODE_INVALID');
    return code;
  }

  private async quote(region: StockRegion, code: string): Promise<Quote> {
    const quote = await this.provider(region).latestQuote(region, code);
    if (!quote) throw new AppError('STOCK_NOT_FOUND');
    return quote;
  }

  private provenance(region: StockRegion, asOf: string) {
    const provider = this.provider(region);
    return {
      is_sample: provider.isSample ? ('Y' as const) : ('N' as const),
      notice: provider.notice,
      as_of: asOf,
    };
  }

  /** The listing and its search index, built once per region and trading day (an imported day may list new names). */
  private async listing(region: StockRegion): Promise<RegionListing> {
    const asOf = await this.provider(region).asOf(region);
    const current = this.listings.get(region);
    if (current?.asOf === asOf) return current.listing;
    const listing = this.provider(region)
      .companies(region)
      .then((companies) => ({
        index: buildSearchIndex(companies),
        byCode: new Map(companies.map((c) => [c.code, c])),
      }));
    listing.catch(() => this.listings.get(region)?.listing === listing && this.listings.delete(region));
    this.listings.set(region, { asOf, listing });
    return listing;
  }

  /** All quotes of a region, fetched once per trading day; rankings are sorted views of it. */
  private async snapshot(region: StockRegion): Promise<Snapshot> {
    const asOf = await this.provider(region).asOf(region);
    const current = this.snapshots.get(region);
    if (current && (await current).asOf === asOf) return current;
    const next = (async (): Promise<Snapshot> => {
      const [listing, quotes] = await Promise.all([this.listing(region), this.provider(region).latestQuotes(region)]);
      return snapshotOf(asOf, listing.index.entries.map((e) => e.company), quotes);
    })();
    next.catch(() => this.snapshots.get(region) === next && this.snapshots.delete(region));
    this.snapshots.set(region, next);
    return next;
  }
}
