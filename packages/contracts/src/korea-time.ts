// Korean time, once for both apps. Korea keeps UTC+9 all year (no summer time), so plain arithmetic on the offset
// is exact and needs no Intl: a Korean day is a UTC day moved by nine hours. Days are 'YYYY-MM-DD' strings,
// moments are Dates. Lint refuses the offset written anywhere else (eslint.korea-time.js).

/** The zone name, for Intl formatters and cron. */
export const KOREA_TIME_ZONE = 'Asia/Seoul';
/** The offset as ISO 8601 writes it. */
export const KOREA_OFFSET = '+09:00';

const OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Korean wall clock of a moment: month 1–12, weekday 0 (Sunday) – 6 (Saturday). */
export interface KoreanClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function koreanClock(at: Date): KoreanClock {
  const k = new Date(at.getTime() + OFFSET_MS);
  return {
    year: k.getUTCFullYear(),
    month: k.getUTCMonth() + 1,
    day: k.getUTCDate(),
    hour: k.getUTCHours(),
    minute: k.getUTCMinutes(),
    second: k.getUTCSeconds(),
    weekday: k.getUTCDay(),
  };
}

/** The Korean calendar day of a moment: '2026-11-28'. */
export function koreanDay(at: Date = new Date()): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A Korean wall-clock time on a Korean day as a moment: koreanMoment('2026-11-28', '19:00'). */
export function koreanMoment(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time}${KOREA_OFFSET}`);
}

/** The moment a Korean day begins (00:00 KST): of a day, or of the Korean day a moment falls in. */
export function startOfKoreanDay(day: string | Date): Date {
  return koreanMoment(typeof day === 'string' ? day : koreanDay(day));
}

/** The moment the next Korean day begins: the exclusive end of the day. */
export function endOfKoreanDay(day: string | Date): Date {
  return new Date(startOfKoreanDay(day).getTime() + DAY_MS);
}

/** The moment the Korean month of a moment (or a day, or a 'YYYY-MM') begins. */
export function startOfKoreanMonth(at: string | Date): Date {
  return koreanMoment(`${(typeof at === 'string' ? at : koreanDay(at)).slice(0, 7)}-01`);
}

/** A moment as Korea writes it: '2026-11-28T19:00:00+09:00'. */
export function koreanIso(at: Date): string {
  return `${new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${KOREA_OFFSET}`;
}

/** A Korean day moved by whole days: shiftDay('2026-02-28', 1) = '2026-03-01'. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * `months` after a moment in Korean time, on `anchorDay` (by default the moment's own Korean day) at the same time
 * of day; a month without that day takes its last (the short-month rule): 31 Jan → 28 (29) Feb → 31 Mar. Counted
 * from the given moment, so repeated periods are computed from their start and one short month never moves the rest.
 */
export function addMonths(at: Date, months: number, anchorDay?: number): Date {
  const k = new Date(at.getTime() + OFFSET_MS);
  const year = k.getUTCFullYear();
  const month = k.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchorDay ?? k.getUTCDate(), last);
  const local = Date.UTC(year, month, day, k.getUTCHours(), k.getUTCMinutes(), k.getUTCSeconds(), k.getUTCMilliseconds());
  return new Date(local - OFFSET_MS);
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const w = weekdayOf(day);
  return w === 0 || w === 6;
}

/**
 * The n-th business day after a day (영업일: not a weekend, not a holiday). The holiday table is the caller's
 * (the API keeps it, from `date-holidays`); this is the counting only.
 */
export function addBusinessDays(day: string, n: number, isHoliday: (day: string) => boolean): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = shiftDay(d, 1);
    if (!isWeekend(d) && !isHoliday(d)) left -= 1;
  }
  return d;
}
