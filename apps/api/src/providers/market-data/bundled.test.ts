import { describe, expect, it } from 'vitest';
import { krCompanies } from './data/companies-kr.ts';
import { BundledMarketData, epochDay, isoDay, lastTradingDay } from './bundled.ts';

// Friday 2026-11-20 after both markets closed (Saturday 07:00 KST, Friday 17:00 in New York), and the Sunday after it.
const FRIDAY = new Date('2026-11-20T22:00:00Z');
const SUNDAY = new Date('2026-11-22T03:00:00Z');
const at = (d: Date) => new BundledMarketData({ now: () => d });
const annual = { period: 'annual', basis: 'consolidated' } as const;

describe('calendar', () => {
  it('the latest trading day of a weekend is the Friday before', () => {
    expect(isoDay(lastTradingDay(SUNDAY, 'kr'))).toBe('2026-11-20');
    expect(isoDay(lastTradingDay(FRIDAY, 'kr'))).toBe('2026-11-20');
    expect(isoDay(lastTradingDay(FRIDAY, 'us'))).toBe('2026-11-20');
    expect(isoDay(epochDay('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('only final bars', () => {
  it('a day\'s bar appears only once its market has closed: never during the session', async () => {
    // Thursday the 26th, 11:00 KST: Korea's session is open, New York's Wednesday closed at 06:00 KST.
    const during = at(new Date('2026-11-26T02:00:00Z'));
    expect(await during.asOf('kr')).toBe('2026-11-25');
    expect((await during.dailyHistory('kr', '005930', '2026-11-20'))!.at(-1)!.date).toBe('2026-11-25');
    expect((await during.latestQuote('kr', '005930'))!.date).toBe('2026-11-25');
    expect(await during.asOf('us')).toBe('2026-11-25');
    // 15:30 KST: Korea's Thursday is final; New York's Thursday (not open yet) is not.
    const closed = at(new Date('2026-11-26T06:30:00Z'));
    expect(await closed.asOf('kr')).toBe('2026-11-26');
    expect((await closed.dailyHistory('kr', '005930', '2026-11-20'))!.at(-1)!.date).toBe('2026-11-26');
    expect((await closed.dailyHistory('us', 'AAPL', '2026-11-20'))!.at(-1)!.date).toBe('2026-11-25');
    // The same past bar, whenever it is read.
    expect((await during.dailyHistory('kr', '005930', '2026-11-25'))![0]).toEqual((await closed.dailyHistory('kr', '005930', '2026-11-25'))![0]);
  });
});

describe('generated series', () => {
  it('is the same figures from two separate instances (deterministic per code)', async () => {
    const a = at(FRIDAY);
    const b = at(FRIDAY);
    expect(await a.dailyHistory('kr', '005930', '2021-01-01')).toEqual(await b.dailyHistory('kr', '005930', '2021-01-01'));
    expect(await a.financials('us', 'AAPL', annual)).toEqual(await b.financials('us', 'AAPL', annual));
    expect(await a.latestQuote('us', 'MSFT')).toEqual(await b.latestQuote('us', 'MSFT'));
  });

  it('generates a sample KOSPI and S&P 500 the same way: fixed past closes, weekdays only, near their levels, never listed', async () => {
    const friday = await at(FRIDAY).indexHistory('kr', '2026-11-02', '2026-11-20');
    const later = await at(new Date('2026-12-04T12:00:00Z')).indexHistory('kr', '2026-11-02', '2026-11-20');
    expect(friday).toEqual(later);
    expect(friday.name).toBe('KOSPI');
    expect(friday.bars).toHaveLength(15);
    expect(friday.bars.every((b) => b.close > 1_500 && b.close < 4_000 && b.low <= b.close && b.close <= b.high)).toBe(true);
    const spx = await at(FRIDAY).indexHistory('us', '2026-11-16', '2026-11-20');
    expect(spx.name).toBe('S&P 500');
    expect(spx.bars.map((b) => b.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(spx.bars.every((b) => b.close > 3_000 && b.close < 9_000)).toBe(true);
    expect((await at(FRIDAY).companies('kr')).some((c) => c.code === 'KOSPI')).toBe(false);
    expect(await at(FRIDAY).latestQuote('kr', 'KOSPI')).toBeNull();
  });

  it('keeps well-known stocks near their real price range (sample prices a reader would not find absurd)', async () => {
    const data = at(FRIDAY);
    const near = async (region: 'kr' | 'us', code: string, lo: number, hi: number) => {
      const quote = (await data.latestQuote(region, code))!;
      expect(quote.close, code).toBeGreaterThanOrEqual(lo);
      expect(quote.close, code).toBeLessThanOrEqual(hi);
    };
    await near('kr', '373220', 200_000, 600_000); // LG에너지솔루션 (was 7,120원)
    await near('kr', '005930', 35_000, 130_000); // 삼성전자
    await near('kr', '207940', 600_000, 1_700_000); // 삼성바이오로직스
    await near('us', 'AAPL', 120, 400);
    await near('us', 'NVDA', 80, 300);
  });

  it('only appends when the day moves on: past bars never change', async () => {
    const before = (await at(FRIDAY).dailyHistory('kr', '000660', '2026-01-01'))!;
    const after = (await at(new Date('2026-11-24T12:00:00Z')).dailyHistory('kr', '000660', '2026-01-01'))!;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((b) => b.date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('has weekday bars in ascending order with consistent OHLC, KRX ticks and cents', async () => {
    const p = at(SUNDAY);
    const kr = (await p.dailyHistory('kr', '005930', '2021-11-21'))!;
    const us = (await p.dailyHistory('us', 'AAPL', '2021-11-21'))!;
    expect(kr.length).toBeGreaterThanOrEqual(1300);
    expect(kr.length).toBeLessThanOrEqual(1310);
    expect(kr.at(-1)!.date).toBe('2026-11-20');
    for (const bars of [kr, us]) {
      for (let i = 0; i < bars.length; i++) {
        const b = bars[i]!;
        const weekday = new Date(`${b.date}T00:00:00Z`).getUTCDay();
        expect(weekday).toBeGreaterThanOrEqual(1);
        expect(weekday).toBeLessThanOrEqual(5);
        if (i > 0) expect(b.date > bars[i - 1]!.date).toBe(true);
        expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
        expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
        expect(b.low).toBeGreaterThan(0);
        expect(b.volume).toBeGreaterThan(0);
      }
    }
    for (const b of kr) expect(Number.isInteger(b.close) && b.close % krxTick(b.close) === 0).toBe(true);
    for (const b of us) expect(Math.round(b.close * 100) / 100).toBe(b.close);
    // Korean daily price limit is ±30 %.
    for (let i = 1; i < kr.length; i++) expect(Math.abs(kr[i]!.close / kr[i - 1]!.close - 1)).toBeLessThan(0.31);
  });

  it('keeps market caps roughly in the order of the listing rank', async () => {
    const quotes = await at(FRIDAY).latestQuotes('kr');
    const byCap = [...quotes.values()].sort((a, b) => b.marketCap - a.marketCap).map((q) => q.code);
    const capRank = new Map(byCap.map((code, i) => [code, i + 1]));
    // Spearman rank correlation between the listing's rank and the generated market cap.
    const n = krCompanies.length;
    const d2 = krCompanies.reduce((sum, c) => sum + (c.approxMarketCapRank - capRank.get(c.code)!) ** 2, 0);
    expect(1 - (6 * d2) / (n * (n * n - 1))).toBeGreaterThan(0.9);
    expect(byCap.slice(0, 3)).toContain('005930');
  });

  it('answers null for an unknown code', async () => {
    const p = at(FRIDAY);
    expect(await p.latestQuote('kr', '999999')).toBeNull();
    expect(await p.dailyHistory('us', 'NOPE', '2026-01-01')).toBeNull();
    expect(await p.financials('kr', 'AAPL', annual)).toBeNull();
  });
});

describe('generated statements', () => {
  it('gives the last 5 published years and the last 8 published quarters', async () => {
    const p = at(FRIDAY);
    const years = (await p.financials('kr', '005930', annual))!;
    expect(years.map((y) => y.period)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    const quarters = (await p.financials('kr', '005930', { period: 'quarter', basis: 'consolidated' }))!;
    expect(quarters.map((q) => q.period)).toEqual(['2024.Q4', '2025.Q1', '2025.Q2', '2025.Q3', '2025.Q4', '2026.Q1', '2026.Q2', '2026.Q3']);
    expect(quarters.at(-1)!.periodEnd).toBe('2026-09-30');
  });

  it('balances (assets = liabilities + equity) and derives the ratios from the figures', async () => {
    const p = at(FRIDAY);
    for (const basis of ['consolidated', 'separate'] as const) {
      for (const f of (await p.financials('us', 'MSFT', { period: 'annual', basis }))!) {
        expect(Math.abs(f.totalAssets - f.totalLiabilities - f.totalEquity)).toBeLessThanOrEqual(1);
        expect(f.roe).toBeCloseTo((f.netIncome / f.totalEquity) * 100, 1);
        if (f.eps > 0) expect(f.per).toBeGreaterThan(0);
        else expect(f.per).toBeNull();
      }
    }
    const consolidated = (await p.financials('us', 'MSFT', annual))!;
    const separate = (await p.financials('us', 'MSFT', { period: 'annual', basis: 'separate' }))!;
    expect(separate[0]!.revenue).toBeLessThan(consolidated[0]!.revenue);
  });
});

function krxTick(v: number): number {
  return v < 2_000 ? 1 : v < 5_000 ? 5 : v < 20_000 ? 10 : v < 50_000 ? 50 : v < 200_000 ? 100 : v < 500_000 ? 500 : 1_000;
}
