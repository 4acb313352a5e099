import { KOREA_TIME_ZONE, PRACTICE_FEES } from '@school/contracts';

// The pure rules of practice orders (decision 099): minor units, fees, when an order may fill and at what price.

export type Region = 'kr' | 'us';
export type Side = 'buy' | 'sell';
export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Minor units per currency unit: won, cents. */
export const SCALE: Record<Region, number> = { kr: 1, us: 100 };

export function toMinor(region: Region, price: number): number {
  return Math.round(price * SCALE[region]);
}

export function fromMinor(region: Region, amount: number): number {
  return region === 'kr' ? amount : Math.round(amount) / 100;
}

export interface Charges {
  amount: number;
  fee: number;
  tax: number;
}

/**
 * Fees and tax of one fill, in minor units. Korea: commission 0.015% on both sides, cut to the won; on sells
 * 증권거래세 (KOSPI 0.05% + 농어촌특별세 0.15%, KOSDAQ 0.20%), each part cut to the won. US: commission 0.25% rounded
 * to the cent; on sells the SEC fee, rounded up to the cent as brokers pass it on.
 */
export function charges(region: Region, market: string, side: Side, qty: number, price: number): Charges {
  const amount = qty * price;
  if (region === 'kr') {
    const fee = Math.floor(amount * PRACTICE_FEES.kr.commission + 1e-9);
    if (side === 'buy') return { amount, fee, tax: 0 };
    const rate = market === 'KOSDAQ' ? PRACTICE_FEES.kr.sellTax.KOSDAQ : PRACTICE_FEES.kr.sellTax.KOSPI;
    const tax = Math.floor(amount * rate.tax + 1e-9) + Math.floor(amount * rate.farm + 1e-9);
    return { amount, fee, tax };
  }
  const fee = Math.round(amount * PRACTICE_FEES.us.commission);
  const tax = side === 'sell' ? Math.ceil((amount * PRACTICE_FEES.us.secFeePerMillion) / 1_000_000 - 1e-9) : 0;
  return { amount, fee, tax };
}

export function taxLabel(region: Region, market: string): string {
  if (region === 'us') return `SEC 수수료 (매도 금액 100만 달러당 $${PRACTICE_FEES.us.secFeePerMillion.toFixed(2)})`;
  return market === 'KOSDAQ' ? '증권거래세 0.20% (매도 시)' : '증권거래세 0.05% + 농어촌특별세 0.15% (매도 시)';
}

/**
 * Each market's day: a bar starts at the open and is final at the close. An order may fill only on a bar that starts
 * after it was placed (placed during the session, the day's low and high are partly known, so it waits for the next
 * day), and only once that bar is final.
 */
const CLOSE: Record<Region, { zone: string; minutes: number; open: number }> = {
  kr: { zone: KOREA_TIME_ZONE, minutes: 15 * 60 + 30, open: 9 * 60 },
  us: { zone: 'America/New_York', minutes: 16 * 60, open: 9 * 60 + 30 },
};

function localParts(region: Region, at: Date): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: CLOSE[region].zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day whose bar may fill an order placed at `at`: today before the open, else the next day. */
export function tradeFrom(region: Region, at: Date): string {
  const local = localParts(region, at);
  return local.minutes < CLOSE[region].open ? local.date : addDays(local.date, 1);
}

/** The latest day whose bar is final at `now`: today after the close, else yesterday. */
export function lastFinalDay(region: Region, now: Date): string {
  const local = localParts(region, now);
  return local.minutes >= CLOSE[region].minutes ? local.date : addDays(local.date, -1);
}

export interface OrderTerms {
  side: Side;
  kind: 'market' | 'limit';
  /** Minor units. */
  limitPrice: number | null;
}

/**
 * The first bar (oldest first, all dated ≥ the order's first day and final) that fills the order, and its price in
 * minor units. Market: that day's close. Limit buy: the first day the low reaches the limit, at min(open, limit);
 * limit sell: the first day the high reaches it, at max(open, limit).
 */
export function findFill(region: Region, order: OrderTerms, bars: readonly Bar[]): { date: string; price: number } | null {
  for (const bar of bars) {
    const [open, high, low, close] = [bar.open, bar.high, bar.low, bar.close].map((v) => toMinor(region, v)) as [number, number, number, number];
    if (order.kind === 'market') return { date: bar.date, price: close };
    const limit = order.limitPrice!;
    if (order.side === 'buy' && low <= limit) return { date: bar.date, price: Math.min(open, limit) };
    if (order.side === 'sell' && high >= limit) return { date: bar.date, price: Math.max(open, limit) };
  }
  return null;
}
