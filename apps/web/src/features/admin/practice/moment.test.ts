import { describe, expect, it } from 'vitest';
import { formatMoment, parseMoment, parsePoints } from './moment';

describe('the console reads a moment of the video as an operator types it', () => {
  it('takes 분:초, 시:분:초 or plain seconds, and blank for the whole lecture', () => {
    expect(parseMoment('1:35')).toBe(95);
    expect(parseMoment(' 95 ')).toBe(95);
    expect(parseMoment('1:02:03')).toBe(3723);
    expect(parseMoment('')).toBeNull();
  });

  it('refuses what is not a moment', () => {
    expect(parseMoment('1:75')).toBeUndefined();
    expect(parseMoment('1분 35초')).toBeUndefined();
    expect(parseMoment('-5')).toBeUndefined();
    expect(parseMoment('25:00:00')).toBeUndefined();
  });

  it('writes it back the way the player shows it', () => {
    expect(formatMoment(95)).toBe('1:35');
    expect(formatMoment(3723)).toBe('1:02:03');
  });
});

describe('contest points are typed as a list', () => {
  it('reads commas, spaces and 원/P', () => {
    expect(parsePoints('50,000 30000, 10000P')).toEqual([50_000, 30_000, 10_000]);
    expect(parsePoints('50000,30000/10000')).toEqual([50_000, 30_000, 10_000]);
    expect(parsePoints('1,000,000')).toEqual([1_000_000]);
    expect(parsePoints('')).toEqual([]);
    expect(parsePoints('1등 5만')).toBeUndefined();
  });
});
