import { describe, expect, it } from 'vitest';
import { formatClock, formatPrice, formatTotalTime, groupDigits } from './format';

describe('formatTotalTime', () => {
  it('writes hours and minutes in Korean', () => {
    expect(formatTotalTime(3 * 3600 + 20 * 60)).toBe('3시간 20분');
    expect(formatTotalTime(5620)).toBe('1시간 34분');
  });
  it('leaves out a zero part', () => {
    expect(formatTotalTime(2 * 3600)).toBe('2시간');
    expect(formatTotalTime(45 * 60)).toBe('45분');
    expect(formatTotalTime(0)).toBe('0분');
  });
  it('rounds to the nearest minute and shows seconds only under a minute', () => {
    expect(formatTotalTime(89)).toBe('1분');
    expect(formatTotalTime(3599)).toBe('1시간');
    expect(formatTotalTime(30)).toBe('30초');
  });
});

describe('formatClock', () => {
  it('pads minutes and seconds', () => {
    expect(formatClock(241)).toBe('4:01');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(0)).toBe('0:00');
  });
});

describe('formatPrice', () => {
  it('shows won with thousands separators', () => {
    expect(formatPrice(169000, 'N')).toBe('169,000원');
    expect(formatPrice(1_250_000)).toBe('1,250,000원');
  });
  it("shows '무료' for free courses and a zero price", () => {
    expect(formatPrice(0)).toBe('무료');
    expect(formatPrice(0, 'Y')).toBe('무료');
    expect(formatPrice(50000, 'Y')).toBe('무료');
  });
});

describe('groupDigits', () => {
  it('groups thousands with commas as Intl does for ko-KR, rounding to the digits asked', () => {
    for (const [value, digits] of [[0, 0], [999, 0], [1000, 0], [1234567, 0], [-1234567, 0], [73400.4, 0], [1234.5, 2], [0.126, 2], [-0.001, 2], [189.25, 2], [12345678.9, 2]] as const) {
      expect(groupDigits(value, digits)).toBe(new Intl.NumberFormat('ko-KR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value).replace(/^-(0(\.0+)?)$/, '$1'));
    }
  });
});
