import { KOREA_TIME_ZONE } from '@school/contracts';
// Calendar days and a seeded PRNG for the generated sample figures of bundled.ts.

export const DAY_MS = 86_400_000;

// ------------------------------------------------------------------ calendar

export function isWeekday(day: number): boolean {
  const w = (day + 4) % 7; // 1970-01-01 (day 0) was a Thursday; 0 = Sunday
  return w !== 0 && w !== 6;
}

/** Where each market's day ends: its bar is final only from then (Korea 15:30 KST, New York 16:00 local). */
const CLOSE = { kr: { zone: KOREA_TIME_ZONE, minutes: 15 * 60 + 30 }, us: { zone: 'America/New_York', minutes: 16 * 60 } } as const;
const LOCAL = {
  kr: new Intl.DateTimeFormat('en-CA', { timeZone: CLOSE.kr.zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  us: new Intl.DateTimeFormat('en-CA', { timeZone: CLOSE.us.zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/**
 * The latest weekday whose session has closed at `now` in the region: today after the close, else an earlier day.
 * A bar still being made (today before the close) is never part of a series, so no page shows a day's low or close
 * before the market reached it. Holidays are not modelled (sample data).
 */
export function lastTradingDay(now: Date, region: 'kr' | 'us'): number {
  const parts = LOCAL[region].formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  let day = Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
  if (get('hour') * 60 + get('minute') < CLOSE[region].minutes) day--;
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
export function lowerBound(days: Int32Array, length: number, target: number): number {
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
export class Rng {
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
