// Rankings of the stock pages: one snapshot of a region's quotes per trading day, sorted views of it.
import type { StockMarket, StockRankItem, StockRankType } from '@school/contracts';
import type { ListedCompany, Quote } from '../../providers/market-data/market-data.ts';
import { companyOut, priceOut } from './stocks.shapes.ts';

export interface Snapshot {
  asOf: string;
  /** Every company of the region with its latest quote, biggest first. */
  byCap: StockRankItem[];
  sorted: Map<string, StockRankItem[]>;
}

/** Every listed company with a quote, biggest market cap first, ranked. */
export function snapshotOf(asOf: string, companies: readonly ListedCompany[], quotes: ReadonlyMap<string, Quote>): Snapshot {
  const rows: StockRankItem[] = [];
  for (const company of companies) {
    const quote = quotes.get(company.code);
    if (!quote) continue;
    const price = priceOut(quote);
    rows.push({
      ...companyOut(company),
      rank: 1,
      price: price.price,
      change: price.change,
      change_rate: price.change_rate,
      volume: price.volume,
      market_cap: price.market_cap,
    });
  }
  rows.sort((a, b) => b.market_cap - a.market_cap);
  return { asOf, byCap: rows.map((r, i) => ({ ...r, rank: i + 1 })), sorted: new Map() };
}

/** A ranking by type and market, sorted once per snapshot. */
export function sortedRows(snapshot: Snapshot, type: StockRankType, market: StockMarket | null): StockRankItem[] {
  const key = `${type}:${market ?? '*'}`;
  let rows = snapshot.sorted.get(key);
  if (!rows) {
    rows = market ? snapshot.byCap.filter((r) => r.market === market) : [...snapshot.byCap];
    // byCap is already biggest-first, and the sort is stable: equal change or volume keeps the bigger company first.
    if (type === 'change') rows.sort((a, b) => b.change_rate - a.change_rate);
    if (type === 'volume') rows.sort((a, b) => b.volume - a.volume);
    snapshot.sorted.set(key, rows);
  }
  return rows;
}
