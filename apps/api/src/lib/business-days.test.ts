import { describe, expect, it } from 'vitest';
import { businessDaysAfter, holidayName, HOLIDAYS_CHECKED_UNTIL, isBusinessDay } from './business-days.ts';

/** 15:00 KST on a Korean date. */
const kst = (day: string) => new Date(`${day}T06:00:00Z`);
const endOf = (day: string) => new Date(`${day}T15:00:00Z`); // 24:00 KST = 15:00 UTC

describe('Korean business days', () => {
  it('skips weekends', () => {
    // Friday 2026-11-20 → Mon, Tue, Wed.
    expect(businessDaysAfter(kst('2026-11-20'), 3)).toEqual(endOf('2026-11-25'));
  });

  it('skips the three days of 설날 (2026-02-16..18)', () => {
    expect(holidayName('2026-02-16')).toBe('설날 연휴');
    expect(holidayName('2026-02-17')).toBe('설날');
    expect(holidayName('2026-02-18')).toBe('설날 연휴');
    // Friday 13th → Thu 19, Fri 20, Mon 23.
    expect(businessDaysAfter(kst('2026-02-13'), 3)).toEqual(endOf('2026-02-23'));
  });

  it('skips 추석 (2026-09-24..26) and the 개천절 substitute holiday', () => {
    // Wednesday 23rd → 24–26 추석, 27 Sun, Mon 28, Tue 29, Wed 30.
    expect(businessDaysAfter(kst('2026-09-23'), 3)).toEqual(endOf('2026-09-30'));
    // 개천절 falls on Saturday 2026-10-03: Monday 10-05 is its substitute.
    expect(isBusinessDay('2026-10-05')).toBe(false);
    // Friday 10-02 → Tue 6, Wed 7, Thu 8 (한글날 Fri 9).
    expect(businessDaysAfter(kst('2026-10-02'), 3)).toEqual(endOf('2026-10-08'));
  });

  it('skips a 설날 substitute holiday (2027-02-09, as 설날 touched a Sunday)', () => {
    expect(holidayName('2027-02-09')).toMatch(/대체공휴일/);
    // Friday 2027-02-05 → 6–8 설날, 9 substitute, Wed 10, Thu 11, Fri 12.
    expect(businessDaysAfter(kst('2027-02-05'), 3)).toEqual(endOf('2027-02-12'));
  });

  it('counts from the Korean date, not the UTC one', () => {
    // 23:30 KST on Thursday is still Thursday in Korea (14:30 UTC): Fri, Mon, Tue. An hour later it is Friday.
    expect(businessDaysAfter(new Date('2026-11-19T14:30:00Z'), 3)).toEqual(endOf('2026-11-24'));
    expect(businessDaysAfter(new Date('2026-11-19T15:30:00Z'), 3)).toEqual(endOf('2026-11-25'));
  });

  it('has holiday rules checked for this year and the next (fails when the checked table runs out)', () => {
    const year = new Date().getUTCFullYear();
    expect(HOLIDAYS_CHECKED_UNTIL).toBeGreaterThanOrEqual(year + 1);
    // Every checked year has 설날 and 추석 with their adjacent days.
    for (let y = 2026; y <= HOLIDAYS_CHECKED_UNTIL; y++) {
      const names = [] as string[];
      for (let d = new Date(`${y}-01-01T00:00:00Z`); d.getUTCFullYear() === y; d.setUTCDate(d.getUTCDate() + 1)) {
        const n = holidayName(d.toISOString().slice(0, 10));
        if (n) names.push(n);
      }
      expect(names.filter((n) => n.startsWith('설날')).length).toBeGreaterThanOrEqual(3);
      expect(names.filter((n) => n.startsWith('추석')).length).toBeGreaterThanOrEqual(3);
    }
  });
});
