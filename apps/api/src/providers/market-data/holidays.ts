// Exchange holidays (weekdays with no session), so the nightly import never asks for a closed day.
// KRX: 한국거래소 휴장일 공고; US: NYSE holiday calendar. Extend each December with the next year's list;
// a holiday missing here costs one empty answer from the source, recorded as 'closed' (docs/decisions/098).
import type { Region } from './market-data.ts';

const KRX_CLOSED = new Set([
  // 2025
  '2025-01-01', '2025-01-27', '2025-01-28', '2025-01-29', '2025-01-30', '2025-03-03', '2025-05-01', '2025-05-05',
  '2025-05-06', '2025-06-03', '2025-06-06', '2025-08-15', '2025-10-03', '2025-10-06', '2025-10-07', '2025-10-08',
  '2025-10-09', '2025-12-25', '2025-12-31',
  // 2026
  '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-03-02', '2026-05-01', '2026-05-05', '2026-05-25',
  '2026-06-03', '2026-08-17', '2026-09-24', '2026-09-25', '2026-10-05', '2026-10-09', '2026-12-25', '2026-12-31',
]);

const NYSE_CLOSED = new Set([
  // 2025
  '2025-01-01', '2025-01-09', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26', '2025-06-19', '2025-07-04',
  '2025-09-01', '2025-11-27', '2025-12-25',
  // 2026
  '2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07',
  '2026-11-26', '2026-12-25',
]);

const CLOSED: Record<Region, Set<string>> = { kr: KRX_CLOSED, us: NYSE_CLOSED };

/** A weekday that is not a known exchange holiday of the region. */
export function isTradingDay(region: Region, day: string): boolean {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return w !== 0 && w !== 6 && !CLOSED[region].has(day);
}

/** Trading days from `from` to `to` inclusive, oldest first. */
export function tradingDays(region: Region, from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (isTradingDay(region, day)) out.push(day);
  }
  return out;
}
