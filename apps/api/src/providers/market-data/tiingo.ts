/**
 * Tiingo end-of-day prices (https://www.tiingo.com/documentation/end-of-day) for the US listing we carry:
 * GET /tiingo/daily/<ticker>/prices?startDate=&endDate= answers an array of
 * { date, open, high, low, close, volume, adjOpen, …, divCash, splitFactor } (raw prices used here).
 * Errors answer { detail } (an unknown ticker: 404, skipped; a bad token or quota: stops the import).
 * Display in a paid service needs Tiingo's commercial licence with redistribution (docs/decisions/098).
 * Tiingo gives no shares outstanding, so US market caps stay empty and rankings by cap follow the listing order.
 */
import { usCompanies } from './data/companies-us.ts';
import { MarketSourceError, type EodIndexRow, type EodRow, type EodSource, type FetchFn } from './eod-source.ts';
import type { ListedCompany } from './market-data.ts';

export const SPY_INDEX_NAME = 'S&P 500 (SPY 기준)';

interface TiingoBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export class TiingoDaily implements EodSource {
  readonly source = 'tiingo';
  readonly region = 'us' as const;
  readonly attribution = '출처: Tiingo 미국 주식 일별 종가';

  constructor(
    private readonly options: { token: string; baseUrl: string; fetch?: FetchFn; companies?: readonly ListedCompany[] },
  ) {}

  async barsOn(day: string): Promise<EodRow[]> {
    const rows: EodRow[] = [];
    for (const company of this.options.companies ?? usCompanies) {
      const bar = (await this.prices(company.code.replace('.', '-'), day)).find((b) => b.date.slice(0, 10) === day);
      if (!bar || !(bar.volume > 0) || !(bar.close > 0)) continue;
      rows.push({
        code: company.code,
        name: company.nameKo,
        market: company.market,
        date: day,
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: Math.round(bar.volume),
        shares: null,
        marketCap: null,
      });
    }
    return rows;
  }

  /**
   * Tiingo serves stocks, ETFs and funds, not indexes: the S&P 500 is followed through SPY (an ETF tracking it) and
   * labelled so. Its raw close, like the stocks'.
   */
  async indexOn(day: string): Promise<EodIndexRow | null> {
    const bar = (await this.prices('SPY', day)).find((b) => b.date.slice(0, 10) === day);
    if (!bar || !(bar.close > 0)) return null;
    return { code: 'SPY', name: SPY_INDEX_NAME, date: day, open: bar.open, high: bar.high, low: bar.low, close: bar.close };
  }

  private async prices(ticker: string, day: string): Promise<TiingoBar[]> {
    const doFetch = this.options.fetch ?? fetch;
    const url = `${this.options.baseUrl}/tiingo/daily/${encodeURIComponent(ticker)}/prices?startDate=${day}&endDate=${day}`;
    let res: Response;
    try {
      res = await doFetch(url, { headers: { Authorization: `Token ${this.options.token}`, Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    } catch (err) {
      throw new MarketSourceError(this.source, `unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as TiingoBar[] | { detail?: string } | null;
    if (res.status === 404) return [];
    if (!res.ok || !Array.isArray(body)) {
      const detail = body && !Array.isArray(body) ? body.detail : undefined;
      throw new MarketSourceError(this.source, `HTTP ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    return body;
  }
}
