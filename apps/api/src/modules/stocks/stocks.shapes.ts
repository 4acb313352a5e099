// The response shapes of the stock pages, computed from the provider's figures.
import { stockMarketLabel, type StockCompany, type StockHistoryRange, type StockPrice, type StockRegion } from '@school/contracts';
import type { ListedCompany, Quote } from '../../providers/market-data/market-data.ts';

const RANGE_MONTHS: Record<StockHistoryRange, number> = { '1M': 1, '3M': 3, '1Y': 12, '5Y': 60 };

export function companyOut(c: ListedCompany): StockCompany {
  return {
    code: c.code,
    name_ko: c.nameKo,
    name_en: c.nameEn,
    market: c.market,
    market_label: stockMarketLabel(c.market),
    sector: c.sector,
  };
}

export function priceOut(q: Quote): StockPrice {
  return {
    date: q.date,
    price: q.close,
    prev_close: q.prevClose,
    change: round2(q.close - q.prevClose),
    change_rate: changeRate(q),
    open: q.open,
    high: q.high,
    low: q.low,
    volume: q.volume,
    trade_value: Math.round(q.volume * q.close),
    market_cap: q.marketCap,
  };
}

export function changeRate(q: Quote): number {
  return q.prevClose > 0 ? round2(((q.close - q.prevClose) / q.prevClose) * 100) : 0;
}

/** First calendar day of the range ending on asOf (1M from 2026-11-20 starts 2026-10-21). */
export function rangeStart(asOf: string, range: StockHistoryRange): string {
  const [y, m, d] = asOf.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - RANGE_MONTHS[range], d + 1)).toISOString().slice(0, 10);
}

export const round2 = (v: number) => Math.round(v * 100) / 100;
export const roundMoney = (v: number, region: StockRegion) => (region === 'kr' ? Math.round(v) : round2(v));
