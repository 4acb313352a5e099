import { describe, expect, it } from 'vitest';
import { replay } from './practice.performance.ts';
import type { Bar } from './practice.rules.ts';

const bar = (date: string, close: number): Bar => ({ date, open: close, high: close, low: close, close });

describe('replaying an account from its fills', () => {
  it('a halted stock keeps its last close, a day the index lacks carries its last close, and dollars keep their cents', () => {
    const points = replay({
      region: 'us',
      start: 1_000_000, // $10,000.00 in cents
      from: '2026-11-23',
      to: '2026-11-25',
      // Bought 10 AAPL at $180.50 (+ $4.51 commission) on the 23rd; AAPL has no bar on the 24th.
      fills: [{ code: 'AAPL', side: 'buy', qty: 10, amount: 180_500, fee: 451, tax: 0, filledOn: '2026-11-23' }],
      bars: new Map([['AAPL', [bar('2026-11-23', 180.5), bar('2026-11-25', 183.25)]]]),
      index: [bar('2026-11-23', 600), bar('2026-11-24', 606)],
    });
    expect(points).toEqual([
      { date: '2026-11-23', value: 9_995.49, return_pct: -0.05, index_return_pct: 0 },
      { date: '2026-11-24', value: 9_995.49, return_pct: -0.05, index_return_pct: 1 },
      { date: '2026-11-25', value: 10_022.99, return_pct: 0.23, index_return_pct: 1 },
    ]);
  });
});
