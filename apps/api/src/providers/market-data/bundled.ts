/**
 * The offline default market-data provider: the real company listings bundled in
 * providers/market-data/data, with prices and financial statements GENERATED from a seeded PRNG per code.
 * The figures are plausible in level and shape but are not real; `isSample` makes every response
 * say so (is_sample 'Y' + notice), see docs/decisions/005-market-data.md.
 *
 * Determinism: the random walk starts at a fixed origin day and consumes the same random numbers
 * per trading day, so a given (code, date) always has the same bar, whatever day it is generated on;
 * moving to the next trading day only appends a bar. Statements are seeded per (code, year).
 *
 * Memory: a code's series is generated on first use (a few hundred µs) and kept as typed arrays in
 * minor units (won / cents): ~1,570 days × 24 bytes ≈ 38 kB per code, ~17 MB for all 462 codes.
 */
import { SAMPLE_DATA_NOTICE } from '@school/contracts';
import { krCompanies } from './data/companies-kr.ts';
import { approxPriceLevels } from './data/price-levels.ts';
import { usCompanies } from './data/companies-us.ts';
import type {
  DailyBar,
  FinancialPeriod,
  IndexSeries,
  ListedCompany,
  MarketDataProvider,
  Quote,
  Region,
  StatementKind,
} from './market-data.ts';
import { DAY_MS, epochDay, isoDay, isWeekday, lastTradingDay, lowerBound, Rng } from './calendar.ts';
import type { Series } from './series.ts';
import { statements } from './statements.ts';

export { epochDay, isoDay, lastTradingDay };

/** Every series starts here, so extending "today" never changes a past bar. */
const ORIGIN_DAY = Date.UTC(2019, 0, 1) / DAY_MS;
/** Calendar days kept before the latest day: 5 years of history plus a year for statement-date prices. */
const KEEP_DAYS = 6 * 366;
const WEEK_52_DAYS = 364;

export interface BundledOptions {
  /** The clock deciding the latest trading day; tests pin it. */
  now?: () => Date;
}

export class BundledMarketData implements MarketDataProvider {
  readonly source = 'bundled';
  readonly isSample = true;
  readonly notice = SAMPLE_DATA_NOTICE;

  private readonly now: () => Date;
  private readonly lists: Record<Region, readonly ListedCompany[]> = { kr: krCompanies, us: usCompanies };
  private readonly byCode: Record<Region, Map<string, ListedCompany>>;
  private readonly series = new Map<string, Series>();
  /** Per region, the latest final trading day its cached series end on; a new day drops them. */
  private readonly seriesDay: Record<Region, number> = { kr: -1, us: -1 };

  constructor(options: BundledOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.byCode = {
      kr: new Map(krCompanies.map((c) => [c.code, c])),
      us: new Map(usCompanies.map((c) => [c.code, c])),
    };
  }

  async companies(region: Region): Promise<readonly ListedCompany[]> {
    return this.lists[region];
  }

  /** The region's last final trading day, written out once per minute: every stock search asks for it. */
  private readonly asOfDay: Record<Region, { minute: number; day: number; iso: string } | null> = { kr: null, us: null };

  async asOf(region: Region): Promise<string> {
    return this.finalDay(region).iso;
  }

  /** Worked out once a minute: every series read asks for it, and a close falls on a whole minute. */
  private finalDay(region: Region): { minute: number; day: number; iso: string } {
    const now = this.now();
    const minute = Math.floor(now.getTime() / 60_000);
    let known = this.asOfDay[region];
    if (known?.minute !== minute) {
      const day = lastTradingDay(now, region);
      known = this.asOfDay[region] = { minute, day, iso: isoDay(day) };
    }
    return known;
  }

  async latestQuote(region: Region, code: string): Promise<Quote | null> {
    const s = this.get(region, code);
    return s ? (s.quote ??= quoteOf(s)) : null;
  }

  async latestQuotes(region: Region): Promise<ReadonlyMap<string, Quote>> {
    const out = new Map<string, Quote>();
    for (const c of this.lists[region]) {
      const s = this.get(region, c.code)!;
      out.set(c.code, (s.quote ??= quoteOf(s)));
    }
    return out;
  }

  async dailyHistory(region: Region, code: string, from: string): Promise<DailyBar[] | null> {
    const s = this.get(region, code);
    if (!s) return null;
    const bars: DailyBar[] = [];
    for (let i = lowerBound(s.days, s.length, epochDay(from)); i < s.length; i++) bars.push(barAt(s, i));
    return bars;
  }

  async financials(region: Region, code: string, kind: StatementKind): Promise<FinancialPeriod[] | null> {
    const s = this.get(region, code);
    return s ? statements(s, kind) : null;
  }

  /**
   * A labelled sample KOSPI / S&P 500, generated like the stocks (a seeded walk from the same origin day, so a day's
   * close never changes). Its level is only plausible; the figures are not the real index.
   */
  async indexHistory(region: Region, from: string, to: string): Promise<IndexSeries> {
    const s = this.get(region, SAMPLE_INDEX[region].code, SAMPLE_INDEX[region]);
    const bars: DailyBar[] = [];
    if (s) for (let i = lowerBound(s.days, s.length, epochDay(from)); i < s.length && s.days[i]! <= epochDay(to); i++) bars.push(barAt(s, i));
    return { name: SAMPLE_INDEX[region].nameKo, bars };
  }

  /** Number of series held in memory (for the bench's memory figure). */
  get cachedSeries(): number {
    return this.series.size;
  }

  private get(region: Region, code: string, index?: ListedCompany): Series | null {
    const company = index ?? this.byCode[region].get(code);
    if (!company) return null;
    const today = this.finalDay(region).day;
    if (today !== this.seriesDay[region]) {
      for (const key of this.series.keys()) if (key.startsWith(`${region}:`)) this.series.delete(key);
      this.seriesDay[region] = today;
    }
    const key = `${region}:${index ? 'index:' : ''}${code}`;
    let s = this.series.get(key);
    if (!s) {
      s = index ? generateSeries(region, company, 1, today, INDEX_WALK[region]) : generateSeries(region, company, this.lists[region].length, today);
      this.series.set(key, s);
    }
    return s;
  }
}

// ------------------------------------------------------------------ generation

/** The sample indexes: not listed companies, so never in a listing, a search or a ranking. */
const SAMPLE_INDEX: Record<Region, ListedCompany> = {
  kr: { code: 'KOSPI', nameKo: 'KOSPI', nameEn: 'KOSPI', market: 'KOSPI', sector: '기타', approxMarketCapRank: 1 },
  us: { code: 'SPX', nameKo: 'S&P 500', nameEn: 'S&P 500', market: 'NYSE', sector: '기타', approxMarketCapRank: 1 },
};

/** An index walks calmer than a stock (≈ 1 % a day), at about its real level, in hundredths of a point. */
interface IndexWalk {
  level: number;
  sigma: number;
}
const INDEX_WALK: Record<Region, IndexWalk> = { kr: { level: 2_600, sigma: 0.009 }, us: { level: 5_500, sigma: 0.008 } };

function generateSeries(region: Region, company: ListedCompany, listSize: number, lastDay: number, index?: IndexWalk): Series {
  const rng = new Rng(`${index ? 'index:' : ''}${region}:${company.code}`);
  const kr = region === 'kr' && !index;
  const scale = kr ? 1 : 100;
  const rankShare = (company.approxMarketCapRank - 1) / Math.max(1, listSize - 1);
  // Drawn either way, so a company's other random numbers are the same whether or not its level is known.
  const drawn = kr ? rng.logUniform(5_000, 450_000) : rng.logUniform(15, 900);
  const level = index?.level ?? approxPriceLevels[region][company.code] ?? drawn;
  // Smaller companies move more; US large caps least.
  const drawnSigma = (region === 'kr' ? 0.013 : 0.011) + 0.012 * rankShare + rng.uniform(0, 0.008);
  const sigma = index?.sigma ?? drawnSigma;
  const theta = 0.004; // mean reversion keeps a years-long walk near its level (stationary sd ≈ 20–30 %)
  const turnover = rng.logUniform(0.0015, 0.012);
  const shares = Math.round(targetMarketCap(region, company.approxMarketCapRank) / level);
  const baseVolume = shares * turnover;
  const mu = Math.log(level);
  // KRX limits a day's move to ±30 %; US stocks have no such limit but rarely move more in a day.
  const maxMove = kr ? Math.log(1.295) : 0.2;

  const keepFrom = lastDay - KEEP_DAYS;
  const capacity = Math.ceil(((lastDay - Math.max(keepFrom, ORIGIN_DAY) + 1) * 5) / 7) + 2;
  const s: Series = {
    company,
    region,
    scale,
    level,
    shares,
    days: new Int32Array(capacity),
    open: new Int32Array(capacity),
    high: new Int32Array(capacity),
    low: new Int32Array(capacity),
    close: new Int32Array(capacity),
    volume: new Uint32Array(capacity),
    length: 0,
  };
  const toMinor = kr ? krxTick : (v: number) => Math.max(1, Math.round(v * 100));

  let logp = mu + 0.15 * rng.gauss();
  let prev = Math.exp(logp);
  for (let day = ORIGIN_DAY; day <= lastDay; day++) {
    if (!isWeekday(day)) continue;
    let r = theta * (mu - logp) + sigma * rng.gauss();
    if (rng.next() < 0.01) r += sigma * 3 * rng.gauss(); // occasional news day: fat tails
    r = Math.max(-maxMove, Math.min(maxMove, r));
    const open = prev * Math.exp(sigma * 0.35 * rng.gauss());
    logp += r;
    const close = Math.exp(logp);
    const span = sigma * 0.8 * Math.abs(rng.gauss());
    const high = Math.max(open, close) * (1 + span * rng.next());
    const low = Math.min(open, close) * (1 - span * rng.next());
    const volume = baseVolume * Math.exp(0.35 * rng.gauss()) * (1 + 12 * Math.abs(r));
    prev = close;
    if (day < keepFrom) continue;
    const i = s.length++;
    const o = toMinor(open);
    const c = toMinor(close);
    s.days[i] = day;
    s.open[i] = o;
    s.close[i] = c;
    s.high[i] = Math.max(toMinor(high), o, c);
    s.low[i] = Math.max(1, Math.min(toMinor(low), o, c));
    s.volume[i] = Math.min(0xffffffff, Math.round(volume));
  }
  return s;
}

/** Market cap falling with rank like real listings do (roughly Zipf): KR #1 ≈ 400조원, US #1 ≈ $4.5T. */
function targetMarketCap(region: Region, rank: number): number {
  return region === 'kr' ? 4.0e14 * rank ** -1.1 : 4.5e12 * rank ** -0.87;
}

/** KRX price ticks (호가가격단위, KOSPI and KOSDAQ alike since 2023). */
function krxTick(v: number): number {
  const tick = v < 2_000 ? 1 : v < 5_000 ? 5 : v < 20_000 ? 10 : v < 50_000 ? 50 : v < 200_000 ? 100 : v < 500_000 ? 500 : 1_000;
  return Math.max(tick, Math.round(v / tick) * tick);
}

function quoteOf(s: Series): Quote {
  const last = s.length - 1;
  const bar = barAt(s, last);
  const prevClose = last > 0 ? s.close[last - 1]! / s.scale : bar.open;
  let hi = 0;
  let lo = Infinity;
  const from = s.days[last]! - WEEK_52_DAYS;
  for (let i = last; i >= 0 && s.days[i]! > from; i--) {
    hi = Math.max(hi, s.high[i]!);
    lo = Math.min(lo, s.low[i]!);
  }
  return {
    ...bar,
    code: s.company.code,
    prevClose,
    sharesOutstanding: s.shares,
    marketCap: Math.round(bar.close * s.shares),
    high52w: hi / s.scale,
    low52w: lo / s.scale,
  };
}

function barAt(s: Series, i: number): DailyBar {
  return {
    date: isoDay(s.days[i]!),
    open: s.open[i]! / s.scale,
    high: s.high[i]! / s.scale,
    low: s.low[i]! / s.scale,
    close: s.close[i]! / s.scale,
    volume: s.volume[i]!,
  };
}
