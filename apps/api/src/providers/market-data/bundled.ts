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
import { usCompanies } from './data/companies-us.ts';
import type {
  DailyBar,
  FinancialPeriod,
  ListedCompany,
  MarketDataProvider,
  Quote,
  Region,
  StatementKind,
} from './market-data.ts';

const DAY_MS = 86_400_000;
/** Every series starts here, so extending "today" never changes a past bar. */
const ORIGIN_DAY = Date.UTC(2019, 0, 1) / DAY_MS;
/** Calendar days kept before the latest day: 5 years of history plus a year for statement-date prices. */
const KEEP_DAYS = 6 * 366;
const WEEK_52_DAYS = 364;
/** Statements are published some time after the period ends (Korean rules: 90 days annual, 45 quarterly). */
const ANNUAL_LAG_DAYS = 90;
const QUARTER_LAG_DAYS = 45;

export interface BundledOptions {
  /** The clock deciding the latest trading day; tests pin it. */
  now?: () => Date;
}

interface Series {
  company: ListedCompany;
  region: Region;
  /** Minor units per currency unit: 1 for KRW (whole won), 100 for USD (cents). */
  scale: number;
  /** The long-run price level the walk reverts to, in currency units. */
  level: number;
  shares: number;
  days: Int32Array;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Uint32Array;
  length: number;
  /** The latest quote, computed once: searches and rankings read it many times a second. */
  quote?: Quote;
}

export class BundledMarketData implements MarketDataProvider {
  readonly source = 'bundled';
  readonly isSample = true;
  readonly notice = SAMPLE_DATA_NOTICE;

  private readonly now: () => Date;
  private readonly lists: Record<Region, readonly ListedCompany[]> = { kr: krCompanies, us: usCompanies };
  private readonly byCode: Record<Region, Map<string, ListedCompany>>;
  private readonly series = new Map<string, Series>();
  /** The latest trading day the cached series end on; a new day drops them. */
  private seriesDay = -1;

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

  async asOf(_region: Region): Promise<string> {
    return isoDay(lastTradingDay(this.now()));
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

  /** Number of series held in memory (for the bench's memory figure). */
  get cachedSeries(): number {
    return this.series.size;
  }

  private get(region: Region, code: string): Series | null {
    const company = this.byCode[region].get(code);
    if (!company) return null;
    const today = lastTradingDay(this.now());
    if (today !== this.seriesDay) {
      this.series.clear();
      this.seriesDay = today;
    }
    const key = `${region}:${code}`;
    let s = this.series.get(key);
    if (!s) {
      s = generateSeries(region, company, this.lists[region].length, today);
      this.series.set(key, s);
    }
    return s;
  }
}

// ------------------------------------------------------------------ generation

function generateSeries(region: Region, company: ListedCompany, listSize: number, lastDay: number): Series {
  const rng = new Rng(`${region}:${company.code}`);
  const kr = region === 'kr';
  const scale = kr ? 1 : 100;
  const rankShare = (company.approxMarketCapRank - 1) / Math.max(1, listSize - 1);
  const level = kr ? rng.logUniform(5_000, 450_000) : rng.logUniform(15, 900);
  // Smaller companies move more; US large caps least.
  const sigma = (kr ? 0.013 : 0.011) + 0.012 * rankShare + rng.uniform(0, 0.008);
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

/** Close on the last trading day on or before `day` (the first kept close if the day is older). */
function closeOn(s: Series, day: number): number {
  const i = Math.max(0, lowerBound(s.days, s.length, day + 1) - 1);
  return s.close[i]! / s.scale;
}

// ------------------------------------------------------------------ statements

interface YearFigures {
  revenue: number;
  operatingIncome: number;
  netIncome: number;
  assets: number;
  equity: number;
  /** Share of the year's flows falling in each quarter. */
  seasons: [number, number, number, number];
}

function statements(s: Series, kind: StatementKind): FinancialPeriod[] {
  const rng = new Rng(`${s.region}:${s.company.code}:fin`);
  const kr = s.region === 'kr';
  const financial = s.company.sector === '금융';
  const p = {
    per: kr ? rng.logUniform(6, 28) : rng.logUniform(12, 45),
    margin: rng.uniform(0.03, 0.22),
    opFactor: rng.uniform(1.15, 1.6),
    pbr: kr ? rng.logUniform(0.4, 3.5) : rng.logUniform(1.2, 12),
    leverage: financial ? rng.uniform(8, 14) : rng.uniform(1.3, 3),
    growth: rng.uniform(-0.02, 0.12),
    lossProne: s.company.approxMarketCapRank > 60 && rng.next() < 0.3,
    sepFlow: rng.uniform(0.45, 0.9),
    sepIncome: rng.uniform(0.35, 1.05),
    sepEquity: rng.uniform(0.55, 0.95),
    sepLiabilities: rng.uniform(0.3, 0.8),
  };
  const refCap = s.shares * s.level;
  const ni0 = refCap / p.per;
  const revenue0 = ni0 / p.margin;
  const equity0 = refCap / p.pbr;

  const year = (y: number): YearFigures => {
    const r = new Rng(`${s.region}:${s.company.code}:fin:${y}`);
    const t = y - 2024;
    const revenue = revenue0 * (1 + p.growth) ** t * Math.exp(0.06 * r.gauss());
    let margin = p.margin * Math.exp(0.25 * r.gauss());
    if (p.lossProne && r.next() < 0.3) margin = -p.margin * r.uniform(0.2, 1);
    const netIncome = revenue * margin;
    const operatingIncome = margin > 0 ? netIncome * p.opFactor : netIncome * 0.8;
    const equity = equity0 * (1 + p.growth * 0.7) ** t * Math.exp(0.04 * r.gauss());
    const assets = equity * p.leverage * Math.exp(0.03 * r.gauss());
    const w = [0, 1, 2, 3].map(() => 1 + r.uniform(-0.12, 0.12));
    const sum = w.reduce((a, b) => a + b, 0);
    return { revenue, operatingIncome, netIncome, assets, equity, seasons: w.map((x) => x / sum) as YearFigures['seasons'] };
  };

  const separate = kind.basis === 'separate';
  const period = (label: string, endDay: number, f: Omit<YearFigures, 'seasons'>, periodsPerYear: number): FinancialPeriod => {
    const flow = separate ? p.sepFlow : 1;
    const revenue = f.revenue * flow;
    const operatingIncome = f.operatingIncome * flow;
    const netIncome = f.netIncome * (separate ? p.sepIncome : 1);
    const equity = f.equity * (separate ? p.sepEquity : 1);
    const liabilities = (f.assets - f.equity) * (separate ? p.sepLiabilities : 1);
    const price = closeOn(s, endDay);
    const eps = roundMoney(netIncome / s.shares, kr);
    return {
      period: label,
      periodEnd: isoDay(endDay),
      revenue: Math.round(revenue),
      operatingIncome: Math.round(operatingIncome),
      netIncome: Math.round(netIncome),
      totalAssets: Math.round(equity + liabilities),
      totalLiabilities: Math.round(liabilities),
      totalEquity: Math.round(equity),
      eps,
      per: eps > 0 ? round2(price / (eps * periodsPerYear)) : null,
      pbr: equity > 0 ? round2((price * s.shares) / equity) : null,
      roe: equity > 0 ? round2(((netIncome * periodsPerYear) / equity) * 100) : null,
    };
  };

  const lastDay = s.days[s.length - 1]!;
  const out: FinancialPeriod[] = [];
  if (kind.period === 'annual') {
    let y = new Date(lastDay * DAY_MS).getUTCFullYear();
    while (yearEndDay(y) + ANNUAL_LAG_DAYS > lastDay) y--;
    for (let fy = y - 4; fy <= y; fy++) out.push(period(String(fy), yearEndDay(fy), year(fy), 1));
    return out;
  }
  // Quarters: the latest published one, then 7 before it.
  let y = new Date(lastDay * DAY_MS).getUTCFullYear();
  let q = 3;
  while (quarterEndDay(y, q) + QUARTER_LAG_DAYS > lastDay) [y, q] = q === 0 ? [y - 1, 3] : [y, q - 1];
  const quarters: [number, number][] = [];
  for (let n = 0; n < 8; n++) {
    quarters.unshift([y, q]);
    [y, q] = q === 0 ? [y - 1, 3] : [y, q - 1];
  }
  for (const [qy, qq] of quarters) {
    const cur = year(qy);
    const prior = year(qy - 1);
    // Balance-sheet items move from last year-end towards this year-end; flows take the quarter's share.
    const k = (qq + 1) / 4;
    const w = cur.seasons[qq]!;
    out.push(
      period(
        `${qy}.Q${qq + 1}`,
        quarterEndDay(qy, qq),
        {
          revenue: cur.revenue * w,
          operatingIncome: cur.operatingIncome * w,
          netIncome: cur.netIncome * w,
          assets: prior.assets + (cur.assets - prior.assets) * k,
          equity: prior.equity + (cur.equity - prior.equity) * k,
        },
        4,
      ),
    );
  }
  return out;
}

const yearEndDay = (y: number) => Date.UTC(y, 11, 31) / DAY_MS;
/** Last day of quarter q (0-based) of year y. */
const quarterEndDay = (y: number, q: number) => Date.UTC(y, (q + 1) * 3, 0) / DAY_MS;
const round2 = (v: number) => Math.round(v * 100) / 100;
const roundMoney = (v: number, wholeUnits: boolean) => (wholeUnits ? Math.round(v) : round2(v));

// ------------------------------------------------------------------ calendar

function isWeekday(day: number): boolean {
  const w = (day + 4) % 7; // 1970-01-01 (day 0) was a Thursday; 0 = Sunday
  return w !== 0 && w !== 6;
}

/** The latest weekday on or before now's UTC date. Holidays are not modelled (sample data). */
export function lastTradingDay(now: Date): number {
  let day = Math.floor(now.getTime() / DAY_MS);
  while (!isWeekday(day)) day--;
  return day;
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** First index whose day is ≥ target. */
function lowerBound(days: Int32Array, length: number, target: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// ------------------------------------------------------------------ randomness

/** mulberry32 seeded with FNV-1a of a string: small, fast, and the same on every machine. */
class Rng {
  private state: number;
  private spare: number | null = null;

  constructor(seed: string) {
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    this.state = h >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  logUniform(lo: number, hi: number): number {
    return Math.exp(this.uniform(Math.log(lo), Math.log(hi)));
  }

  /** Standard normal (Box–Muller, both values used). */
  gauss(): number {
    if (this.spare !== null) {
      const v = this.spare;
      this.spare = null;
      return v;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }
}
