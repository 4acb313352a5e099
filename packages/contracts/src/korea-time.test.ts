import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addMonths,
  endOfKoreanDay,
  isWeekend,
  koreanClock,
  koreanDay,
  koreanIso,
  koreanMoment,
  shiftDay,
  startOfKoreanDay,
  startOfKoreanMonth,
  weekdayOf,
} from './korea-time.ts';

const utc = (iso: string) => new Date(iso);

describe('Korean time', () => {
  it('gives the Korean day of a moment, which turns at 15:00 UTC', () => {
    expect(koreanDay(utc('2026-11-20T14:59:59.999Z'))).toBe('2026-11-20');
    expect(koreanDay(utc('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
    expect(koreanDay(utc('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('reads the Korean wall clock', () => {
    expect(koreanClock(utc('2026-11-22T23:30:05Z'))).toEqual({ year: 2026, month: 11, day: 23, hour: 8, minute: 30, second: 5, weekday: 1 });
  });

  it('turns a Korean day and time into a moment, and back into an ISO string with +09:00', () => {
    expect(koreanMoment('2026-11-28', '19:00')).toEqual(utc('2026-11-28T10:00:00Z'));
    expect(koreanMoment('2026-11-28', '23:59:59.999')).toEqual(utc('2026-11-28T14:59:59.999Z'));
    expect(koreanIso(utc('2026-11-28T10:00:00Z'))).toBe('2026-11-28T19:00:00+09:00');
    expect(koreanIso(utc('2026-11-28T15:30:00Z'))).toBe('2026-11-29T00:30:00+09:00');
  });

  it('starts and ends a Korean day and month', () => {
    expect(startOfKoreanDay('2026-11-28')).toEqual(utc('2026-11-27T15:00:00Z'));
    expect(startOfKoreanDay(utc('2026-11-28T16:00:00Z'))).toEqual(utc('2026-11-28T15:00:00Z'));
    expect(endOfKoreanDay('2026-11-28')).toEqual(utc('2026-11-28T15:00:00Z'));
    expect(startOfKoreanMonth(utc('2026-11-30T15:00:00Z'))).toEqual(utc('2026-11-30T15:00:00Z')); // 1 Dec 00:00 KST
    expect(startOfKoreanMonth('2026-11')).toEqual(utc('2026-10-31T15:00:00Z'));
  });

  it('moves days and names weekdays', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
  });

  it.each([
    ['2026-01-31T10:00', 1, '2026-02-28T10:00'],
    ['2026-01-31T10:00', 2, '2026-03-31T10:00'],
    ['2028-01-31T10:00', 1, '2028-02-29T10:00'],
    ['2026-03-31T10:00', -1, '2026-02-28T10:00'],
    ['2026-11-15T23:30', 1, '2026-12-15T23:30'],
    ['2026-12-31T10:00', 2, '2027-02-28T10:00'],
    ['2026-01-31T10:00', 3, '2026-04-30T10:00'],
    ['2028-02-29T10:00', 12, '2029-02-28T10:00'],
    ['2028-02-29T10:00', 48, '2032-02-29T10:00'],
  ])('adds months with the short-month rule: %s + %i → %s', (from, n, to) => {
    expect(addMonths(new Date(`${from}+09:00`), n)).toEqual(new Date(`${to}+09:00`));
  });

  it('adds months on the Korean day, not the UTC one (1 Mar 08:00 KST is 28 Feb in UTC)', () => {
    expect(addMonths(koreanMoment('2026-03-01', '08:00'), 1)).toEqual(koreanMoment('2026-04-01', '08:00'));
  });

  it('keeps an anchor day across a short month', () => {
    const feb = koreanMoment('2026-02-28', '10:00');
    expect(addMonths(feb, 1, 31)).toEqual(koreanMoment('2026-03-31', '10:00'));
  });

  it('counts business days past weekends and the holidays it is given', () => {
    const none = () => false;
    expect(addBusinessDays('2026-11-20', 3, none)).toBe('2026-11-25'); // Friday → Mon, Tue, Wed
    expect(addBusinessDays('2026-11-20', 3, (d) => d === '2026-11-23')).toBe('2026-11-26');
    expect(addBusinessDays('2026-11-20', 0, none)).toBe('2026-11-20');
  });
});
