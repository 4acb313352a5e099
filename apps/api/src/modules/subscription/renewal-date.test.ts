import { describe, expect, it } from 'vitest';
import { koreanDay, renewalDate } from './renewal-date.ts';

// Korean 10:00 = 01:00 UTC.
const kst = (iso: string) => new Date(`${iso}T10:00:00+09:00`);

describe('renewalDate', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-03-15', 1, '2026-04-15'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
  ])('%s + %d months → %s (Korean time)', (start, months, expected) => {
    const s = kst(start);
    expect(renewalDate(s, koreanDay(s), months)).toEqual(kst(expected));
  });

  it('uses the Korean day, not the UTC one: 1 Mar 08:00 KST is still 28 Feb in UTC', () => {
    const s = new Date('2026-03-01T08:00:00+09:00');
    expect(koreanDay(s)).toBe(1);
    expect(renewalDate(s, 1, 1)).toEqual(new Date('2026-04-01T08:00:00+09:00'));
  });
});
