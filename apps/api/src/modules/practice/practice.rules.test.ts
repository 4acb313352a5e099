import { describe, expect, it } from 'vitest';
import { charges, findFill, lastFinalDay, tradeFrom, type Bar } from './practice.rules.ts';

// Hand-computed tables (decision 099): minor units, won for Korea and cents for the US.

describe('fees and taxes', () => {
  it.each([
    // region, market, side, qty, price → amount, fee, tax
    ['kr buy: 0.015% cut to the won', 'kr', 'KOSPI', 'buy', 10, 71_500, 715_000, 107, 0], // 107.25
    ['kr KOSPI sell: 0.05% tax + 0.15% 농특세', 'kr', 'KOSPI', 'sell', 10, 72_000, 720_000, 108, 360 + 1_080],
    ['kr KOSDAQ sell: 0.20% tax', 'kr', 'KOSDAQ', 'sell', 3, 123_456, 370_368, 55, 740], // 55.5552, 740.736
    ['kr sell of one cheap share: fee under a won is 0', 'kr', 'KOSPI', 'sell', 1, 5_000, 5_000, 0, 2 + 7], // 2.5, 7.5
    ['us buy: 0.25% rounded to the cent', 'us', 'NASDAQ', 'buy', 5, 18_723, 93_615, 234, 0], // 234.0375
    ['us sell: SEC fee rounded up to the cent', 'us', 'NYSE', 'sell', 5, 19_001, 95_005, 238, 3], // 237.5125; 2.641
    ['us sell of $100: SEC fee still one cent', 'us', 'NYSE', 'sell', 1, 10_000, 10_000, 25, 1], // 0.278
  ] as const)('%s', (_name, region, market, side, qty, price, amount, fee, tax) => {
    expect(charges(region, market, side, qty, price)).toEqual({ amount, fee, tax });
  });
});

describe('when and at what price an order fills', () => {
  const bars: Bar[] = [
    { date: '2026-11-23', open: 72_000, high: 73_000, low: 71_000, close: 72_500 },
    { date: '2026-11-24', open: 71_000, high: 71_500, low: 69_500, close: 70_500 },
    { date: '2026-11-25', open: 74_000, high: 76_000, low: 73_500, close: 75_500 },
    { date: '2026-11-26', open: 77_000, high: 78_000, low: 76_500, close: 77_500 },
  ];
  it.each([
    ['market buy: the first final close', { side: 'buy', kind: 'market', limitPrice: null }, { date: '2026-11-23', price: 72_500 }],
    ['market sell: the first final close', { side: 'sell', kind: 'market', limitPrice: null }, { date: '2026-11-23', price: 72_500 }],
    ['limit buy 70,000: the first low at or under it, at the limit', { side: 'buy', kind: 'limit', limitPrice: 70_000 }, { date: '2026-11-24', price: 70_000 }],
    ['limit buy 71,500: reached on day 1 (low 71,000), open 72,000 above it', { side: 'buy', kind: 'limit', limitPrice: 71_500 }, { date: '2026-11-23', price: 71_500 }],
    ['limit buy 80,000 on a day that opens under it: the open', { side: 'buy', kind: 'limit', limitPrice: 80_000 }, { date: '2026-11-23', price: 72_000 }],
    ['limit sell 75,000: the first high at or over it, at the limit', { side: 'sell', kind: 'limit', limitPrice: 75_000 }, { date: '2026-11-25', price: 75_000 }],
    ['limit sell 76,500 on a day that opens over it: the open', { side: 'sell', kind: 'limit', limitPrice: 76_500 }, { date: '2026-11-26', price: 77_000 }],
    ['limit buy never reached', { side: 'buy', kind: 'limit', limitPrice: 60_000 }, null],
    ['limit sell never reached', { side: 'sell', kind: 'limit', limitPrice: 90_000 }, null],
  ] as const)('%s', (_name, order, expected) => {
    expect(findFill('kr', order, bars)).toEqual(expected);
  });

  it('US prices in dollars become cents', () => {
    expect(findFill('us', { side: 'buy', kind: 'market', limitPrice: null }, [{ date: '2026-11-25', open: 187.5, high: 190.01, low: 186.02, close: 189.99 }])).toEqual({ date: '2026-11-25', price: 18_999 });
  });

  it('an order fills only on a bar that starts after it: placed before the open, that day; during the session or after, the next day', () => {
    expect(tradeFrom('kr', new Date('2026-11-25T23:59:00Z'))).toBe('2026-11-26'); // 08:59 KST
    expect(tradeFrom('kr', new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-27'); // 09:00 KST: the session has begun
    expect(tradeFrom('kr', new Date('2026-11-26T06:29:00Z'))).toBe('2026-11-27'); // 15:29 KST: the day's low is known
    expect(tradeFrom('kr', new Date('2026-11-26T06:30:00Z'))).toBe('2026-11-27'); // 15:30 KST
    expect(tradeFrom('us', new Date('2026-11-25T14:29:00Z'))).toBe('2026-11-25'); // 09:29 EST
    expect(tradeFrom('us', new Date('2026-11-25T14:30:00Z'))).toBe('2026-11-26'); // 09:30 EST
    expect(tradeFrom('us', new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26'); // 16:00 EST
    expect(tradeFrom('us', new Date('2026-07-01T13:29:00Z'))).toBe('2026-07-01'); // 09:29 EDT
    expect(tradeFrom('us', new Date('2026-07-01T19:59:00Z'))).toBe('2026-07-02'); // 15:59 EDT
  });

  it("a day's bar is final only after that market's close", () => {
    expect(lastFinalDay('kr', new Date('2026-11-26T06:29:00Z'))).toBe('2026-11-25');
    expect(lastFinalDay('kr', new Date('2026-11-26T06:30:00Z'))).toBe('2026-11-26');
    expect(lastFinalDay('us', new Date('2026-11-26T20:59:00Z'))).toBe('2026-11-25');
  });
});
