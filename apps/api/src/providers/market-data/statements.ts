// Generated financial statements of the bundled sample data (see bundled.ts): seeded per (code, year).
import type { FinancialPeriod, StatementKind } from './market-data.ts';
import type { Series } from './series.ts';
import { DAY_MS, isoDay, lowerBound, Rng } from './calendar.ts';

/** Statements are published some time after the period ends (Korean rules: 90 days annual, 45 quarterly). */
const ANNUAL_LAG_DAYS = 90;
const QUARTER_LAG_DAYS = 45;

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

export function statements(s: Series, kind: StatementKind): FinancialPeriod[] {
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
