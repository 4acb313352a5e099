import type { StockRegion } from '@school/contracts';
import { groupDigits } from '../../lib/format';

/** 1,234,567원 or $1,234.56 (no Intl formatter: this module loads with the player, lib/format.ts says why). */
export function money(value: number | null | undefined, region: StockRegion): string {
  if (value === null || value === undefined) return '-';
  const sign = value < 0 ? '-' : '';
  return region === 'kr' ? `${sign}${groupDigits(Math.abs(value))}원` : `${sign}$${groupDigits(Math.abs(value), 2)}`;
}

/** +1.23% / -0.50%. */
export function rate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

export function tone(value: number | null | undefined): string {
  if (!value) return 'text-slate-700';
  return value > 0 ? 'text-red-600' : 'text-blue-600';
}

/** 1:35 for a moment of a video. */
export function moment(sec: number): string {
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
}

/** The practice chart's two lines (the account solid, the index dashed), shared by the chart and its legend. */
export const PERFORMANCE_COLORS = { account: '#1d4ed8', index: '#64748b' } as const;
