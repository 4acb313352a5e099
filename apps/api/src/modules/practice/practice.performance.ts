import type { PracticePerformancePoint } from '@school/contracts';
import { fromMinor, toMinor, type Bar, type Region } from './practice.rules.ts';

// The account's value over time (decision 099): replayed from its fills and the daily closes, no stored snapshots.

export interface Fill {
  code: string;
  side: string;
  qty: number;
  /** Minor units, as stored on the filled order. */
  amount: number | null;
  fee: number | null;
  tax: number | null;
  filledOn: string | null;
}

/** Percent with two decimals; `|| 0` turns a rounded -0 into 0. */
const pct = (v: number) => Math.round(v * 10_000) / 100 || 0;

/**
 * One point per trading day in [from, to] (the days of the index and of the traded codes' bars): cash after every fill
 * settled on or before that day (a fill settles at that day's close) plus each holding × its latest close on or before
 * that day. The index's return is measured from its first close in the window; a day it lacks carries its last close.
 */
export function replay(input: { region: Region; start: number; from: string; to: string; fills: readonly Fill[]; bars: ReadonlyMap<string, readonly Bar[]>; index: readonly Bar[] }): PracticePerformancePoint[] {
  const { region, start, from, to } = input;
  const inRange = (d: string) => d >= from && d <= to;
  const days = new Set<string>(input.index.map((b) => b.date).filter(inRange));
  for (const bars of input.bars.values()) for (const b of bars) if (inRange(b.date)) days.add(b.date);
  const fills = input.fills.filter((f) => f.filledOn !== null);

  const closes = new Map([...input.bars].map(([code, bars]) => [code, new Map(bars.map((b) => [b.date, toMinor(region, b.close)]))]));
  const indexClose = new Map(input.index.map((b) => [b.date, b.close]));
  const last = new Map<string, number>();
  const held = new Map<string, number>();
  let cash = start;
  let next = 0;
  let indexBase: number | null = null;
  let indexLast: number | null = null;
  const points: PracticePerformancePoint[] = [];
  for (const date of [...days].sort()) {
    for (const [code, byDay] of closes) {
      const close = byDay.get(date);
      if (close !== undefined) last.set(code, close);
    }
    for (; next < fills.length && fills[next]!.filledOn! <= date; next++) {
      const f = fills[next]!;
      const [amount, fee, tax] = [f.amount ?? 0, f.fee ?? 0, f.tax ?? 0];
      if (f.side === 'buy') {
        cash -= amount + fee;
        held.set(f.code, (held.get(f.code) ?? 0) + f.qty);
      } else {
        cash += amount - fee - tax;
        held.set(f.code, (held.get(f.code) ?? 0) - f.qty);
      }
      // A holding with no close yet in the window is worth its fill price.
      if (!last.has(f.code) && f.qty > 0) last.set(f.code, Math.round(amount / f.qty));
    }
    let value = cash;
    for (const [code, qty] of held) value += qty * (last.get(code) ?? 0);
    const idx = indexClose.get(date);
    if (idx !== undefined) {
      indexLast = idx;
      indexBase ??= idx;
    }
    points.push({
      date,
      value: fromMinor(region, value),
      return_pct: pct((value - start) / start),
      index_return_pct: indexBase === null || indexLast === null ? null : pct(indexLast / indexBase - 1),
    });
  }
  return points;
}
