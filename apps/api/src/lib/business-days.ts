import { addBusinessDays, endOfKoreanDay, isWeekend, koreanClock, koreanDay, shiftDay } from '@school/contracts';
import Holidays from 'date-holidays';

/**
 * Korean business days (영업일): Monday to Friday except public holidays, substitute
 * holidays (대체공휴일) included. The holidays come from the maintained `date-holidays`
 * package; it lists only the main day of 설날 and 추석, so the day before and after
 * (both statutory holidays) are added here, and days it does not know yet (election
 * days, one-off 임시공휴일) come from EXTRA_HOLIDAYS. Dates are Korean calendar dates. The holiday table stays
 * here (the web never counts business days); the counting itself is @school/contracts' addBusinessDays.
 */

/** Statutory or government-declared days off that date-holidays does not list. */
export const EXTRA_HOLIDAYS: Record<string, string> = {
  '2026-06-03': '제9회 전국동시지방선거',
  '2028-04-12': '제23대 국회의원 선거',
};

/** The last year date-holidays' Korean rules were checked against the official calendar (see the test). */
export const HOLIDAYS_CHECKED_UNTIL = 2028;

const hd = new Holidays('KR');
const cache = new Map<number, Map<string, string>>();

function holidaysOf(year: number): Map<string, string> {
  let days = cache.get(year);
  if (days) return days;
  days = new Map();
  for (const h of hd.getHolidays(year)) {
    if (h.type !== 'public') continue;
    const day = h.date.slice(0, 10);
    days.set(day, h.name);
    // 설날 and 추석 are three-day holidays; the package carries only the middle day.
    if (!h.substitute && (h.name === '설날' || h.name === '추석')) {
      days.set(shiftDay(day, -1), `${h.name} 연휴`);
      days.set(shiftDay(day, 1), `${h.name} 연휴`);
    }
  }
  for (const [day, name] of Object.entries(EXTRA_HOLIDAYS)) if (day.startsWith(`${year}-`)) days.set(day, name);
  cache.set(year, days);
  return days;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** An instant as a Korean reader is told it (a deadline in a mail): "2026년 11월 30일 (월) 23:59". */
export function koreanDateTime(at: Date): string {
  const k = koreanClock(at);
  const hm = `${String(k.hour).padStart(2, '0')}:${String(k.minute).padStart(2, '0')}`;
  return `${k.year}년 ${k.month}월 ${k.day}일 (${WEEKDAYS[k.weekday]}) ${hm}`;
}

/** The Korean calendar month (YYYY-MM) of an instant. */
export function koreanMonth(at: Date): string {
  return koreanDay(at).slice(0, 7);
}

/** The month `n` months after a Korean month (YYYY-MM; n may be negative). */
export function shiftMonth(month: string, n: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}


/** 21:00 to 08:00 Korean time: no advertising message is sent then without its own consent (정보통신망법 §50 ③). */
export function isKoreanNight(at: Date): boolean {
  const { hour } = koreanClock(at);
  return hour >= 21 || hour < 8;
}

/** The holiday's name on a Korean date, or null. */
export function holidayName(day: string): string | null {
  return holidaysOf(Number(day.slice(0, 4))).get(day) ?? null;
}

export function isBusinessDay(day: string): boolean {
  return !isWeekend(day) && holidayName(day) === null;
}

/**
 * The end (24:00 KST) of the n-th business day after the Korean date of `from`:
 * paid on a Friday evening with n = 3 → the end of Wednesday, holidays skipped.
 */
export function businessDaysAfter(from: Date, n: number): Date {
  return endOfKoreanDay(addBusinessDays(koreanDay(from), n, (day) => holidayName(day) !== null));
}
