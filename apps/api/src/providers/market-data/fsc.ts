/**
 * 금융위원회 「주식시세정보」 open API on the public data portal (data.go.kr 15094808),
 * operation getStockPriceInfo: one row per listed stock and day with 종가(clpr), 시가(mkp), 고가(hipr),
 * 저가(lopr), 거래량(trqu), 상장주식수(lstgStCnt) and 시가총액(mrktTotAmt). A day's rows arrive in pages
 * (numOfRows, pageNo, totalCount). The data of a day is published the next business day after 13:00 KST.
 * Errors come as the portal's XML envelope (returnAuthMsg, e.g. SERVICE_KEY_IS_NOT_REGISTERED_ERROR) whatever
 * resultType was asked, or as a JSON header with a resultCode other than '00'. docs/decisions/098.
 */
import { MarketSourceError, type EodIndexRow, type EodRow, type EodSource, type FetchFn } from './eod-source.ts';
import type { Market } from './market-data.ts';

const PAGE_SIZE = 1000;
const MARKETS: Record<string, Market> = { KOSPI: 'KOSPI', KOSDAQ: 'KOSDAQ' };

export interface FscItem {
  basDt: string;
  srtnCd: string;
  isinCd?: string;
  itmsNm: string;
  mrktCtg: string;
  clpr: string;
  vs?: string;
  fltRt?: string;
  mkp: string;
  hipr: string;
  lopr: string;
  trqu: string;
  trPrc?: string;
  lstgStCnt: string;
  mrktTotAmt: string;
}

/**
 * One row of 「지수시세정보」 (data.go.kr 15094807, GetMarketIndexInfoService/getStockMarketIndex): 기준일자 basDt,
 * 지수명 idxNm ('코스피'), 계열 idxCsf, 종가 clpr, 대비 vs, 등락률 fltRt, 시가 mkp, 고가 hipr, 저가 lopr, 거래량 trqu,
 * 거래대금 trPrc, 상장시가총액 lstgMrktTotAmt, … (all strings, in the same response envelope as getStockPriceInfo).
 */
export interface FscIndexItem {
  basDt: string;
  idxNm: string;
  idxCsf?: string;
  clpr: string;
  vs?: string;
  fltRt?: string;
  mkp?: string;
  hipr?: string;
  lopr?: string;
  trqu?: string;
  trPrc?: string;
  lstgMrktTotAmt?: string;
}

interface FscPage<T = FscItem> {
  response?: {
    header?: { resultCode?: string; resultMsg?: string };
    body?: { numOfRows?: number | string; pageNo?: number | string; totalCount?: number | string; items?: '' | { item?: T | T[] } };
  };
}

/** The index the Korean practice chart compares against, as 지수시세정보 names it. */
const KOSPI_NAME = '코스피';

export class FscStockPrices implements EodSource {
  readonly source = 'fsc';
  readonly region = 'kr' as const;
  readonly attribution = '출처: 금융위원회 주식시세정보(공공데이터포털), 한국거래소 일별 종가';

  constructor(
    private readonly options: {
      serviceKey: string;
      baseUrl: string;
      /** 지수시세정보's base URL; by default the portal's sibling of `baseUrl`. The key must be approved for both. */
      indexBaseUrl?: string;
      fetch?: FetchFn;
      pageSize?: number;
    },
  ) {}

  /** The KOSPI (코스피) close of one day from 지수시세정보; null when the day has none (a holiday, not yet published). */
  async indexOn(day: string): Promise<EodIndexRow | null> {
    const base = this.options.indexBaseUrl ?? this.options.baseUrl.replace(/GetStockSecuritiesInfoService$/, 'GetMarketIndexInfoService');
    const page = await this.call<FscIndexItem>(`${base}/getStockMarketIndex`, { basDt: day.replaceAll('-', ''), idxNm: KOSPI_NAME, numOfRows: '10', pageNo: '1' });
    const raw = page.body?.items ? page.body.items.item : undefined;
    const items = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    // idxNm matches by name; other series named alike (코스피 200, …) are left out here too.
    const item = items.find((i) => i.idxNm?.trim() === KOSPI_NAME && i.basDt === day.replaceAll('-', ''));
    if (!item) return null;
    const close = num(item.clpr);
    if (!(close > 0)) return null;
    const or = (v: string | undefined) => (num(v) > 0 ? num(v) : close);
    return { code: 'KOSPI', name: 'KOSPI', date: day, open: or(item.mkp), high: or(item.hipr), low: or(item.lopr), close };
  }

  async barsOn(day: string): Promise<EodRow[]> {
    const rows: EodRow[] = [];
    const pageSize = this.options.pageSize ?? PAGE_SIZE;
    for (let pageNo = 1; ; pageNo++) {
      const page = await this.page(day.replaceAll('-', ''), pageNo, pageSize);
      const raw = page.body?.items ? page.body.items.item : undefined;
      const items = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      for (const item of items) {
        const row = rowOf(item);
        if (row) rows.push(row);
      }
      const total = Number(page.body?.totalCount ?? 0);
      if (items.length === 0 || pageNo * pageSize >= total) return rows;
    }
  }

  private page(basDt: string, pageNo: number, numOfRows: number): Promise<NonNullable<FscPage['response']>> {
    return this.call<FscItem>(`${this.options.baseUrl}/getStockPriceInfo`, { numOfRows: String(numOfRows), pageNo: String(pageNo), basDt });
  }

  private async call<T>(url: string, params: Record<string, string>): Promise<NonNullable<FscPage<T>['response']>> {
    const query = new URLSearchParams({ serviceKey: this.options.serviceKey, resultType: 'json', ...params });
    const doFetch = this.options.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(`${url}?${query.toString()}`, { signal: AbortSignal.timeout(30_000) });
    } catch (err) {
      throw new MarketSourceError(this.source, `unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (text.trimStart().startsWith('<')) throw new MarketSourceError(this.source, xmlReason(text) ?? `HTTP ${res.status}`);
    let body: FscPage<T>;
    try {
      body = JSON.parse(text) as FscPage<T>;
    } catch {
      throw new MarketSourceError(this.source, `HTTP ${res.status}: ${text.slice(0, 80)}`);
    }
    const header = body.response?.header;
    if (!res.ok || !body.response || header?.resultCode !== '00') {
      throw new MarketSourceError(this.source, `${header?.resultCode ?? res.status} ${header?.resultMsg ?? ''}`.trim());
    }
    return body.response;
  }
}

/** The portal writes numbers as strings, sometimes with thousands separators ('2,758.42'). */
function num(v: string | undefined): number {
  return v === undefined || v.trim() === '' ? NaN : Number(v.replaceAll(',', ''));
}

/** The portal's XML error envelope (OpenAPI_ServiceResponse/cmmMsgHeader) or an XML header. */
function xmlReason(xml: string): string | null {
  const pick = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]?.trim() || null;
  return pick('returnAuthMsg') ?? pick('resultMsg') ?? pick('errMsg');
}

/** A bar, or null for a row with no trading (a halt: 시가·고가·저가 0, 거래량 0) or outside KOSPI/KOSDAQ. */
function rowOf(item: FscItem): EodRow | null {
  const market = MARKETS[item.mrktCtg];
  const [open, high, low, close, volume] = [item.mkp, item.hipr, item.lopr, item.clpr, item.trqu].map(Number) as [number, number, number, number, number];
  if (!market || !/^\d{8}$/.test(item.basDt) || ![open, high, low, close, volume].every(Number.isFinite)) return null;
  if (volume === 0 || open <= 0 || high <= 0 || low <= 0 || close <= 0) return null;
  const shares = Number(item.lstgStCnt);
  const cap = Number(item.mrktTotAmt);
  return {
    code: item.srtnCd.trim().replace(/^A/, ''),
    name: item.itmsNm.trim(),
    market,
    date: `${item.basDt.slice(0, 4)}-${item.basDt.slice(4, 6)}-${item.basDt.slice(6)}`,
    open,
    high,
    low,
    close,
    volume,
    shares: Number.isFinite(shares) && shares > 0 ? shares : null,
    marketCap: Number.isFinite(cap) && cap > 0 ? cap : null,
  };
}
