/**
 * How stock figures read on screen. Korean convention: a rise is red, a fall is blue, and the sign is
 * also written (▲/▼ and 상승/하락) so colour is never the only cue.
 */
import { groupDigits } from '../../lib/format';

export type Direction = 'rise' | 'fall' | 'flat';
export type Currency = 'KRW' | 'USD';

export function directionOf(change: number | null | undefined): Direction {
  if (change === null || change === undefined || !Number.isFinite(change) || change === 0) return 'flat';
  return change > 0 ? 'rise' : 'fall';
}

export const DIRECTION_TEXT: Record<Direction, string> = { rise: '상승', fall: '하락', flat: '보합' };
export const DIRECTION_MARK: Record<Direction, string> = { rise: '▲', fall: '▼', flat: '-' };
/** Text colour classes; red-600 / blue-600 keep ≥ 4.5:1 contrast on white. */
export const DIRECTION_CLASS: Record<Direction, string> = { rise: 'text-red-600', fall: 'text-blue-600', flat: 'text-slate-600' };
/** Candle colours of the chart (same convention). */
export const CHART_COLORS = { rise: '#e02424', fall: '#1d5fd6' } as const;

/** 73,400원 · $189.25 */
export function formatPrice(value: number | null | undefined, currency: Currency): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return currency === 'KRW' ? `${groupDigits(value)}원` : `$${groupDigits(value, 2)}`;
}

/** The price without its unit, for dense tables: 73,400 · 189.25 */
export function formatPlainPrice(value: number | null | undefined, currency: Currency): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return currency === 'KRW' ? groupDigits(value) : groupDigits(value, 2);
}

/** ▲ 1,200 · ▼ 3.50 · 0 (absolute amount with the direction mark). */
export function formatChange(change: number | null | undefined, currency: Currency): string {
  const dir = directionOf(change);
  if (change === null || change === undefined || dir === 'flat') return '0';
  return `${DIRECTION_MARK[dir]} ${formatPlainPrice(Math.abs(change), currency)}`;
}

/** +1.23% · -0.50% · 0.00% */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '-';
  const sign = rate > 0 ? '+' : rate < 0 ? '-' : '';
  return `${sign}${groupDigits(Math.abs(rate), 2)}%`;
}

/** Screen-reader wording of a change: "전일 대비 1,200원(1.23%) 상승". */
export function describeChange(change: number | null | undefined, rate: number | null | undefined, currency: Currency): string {
  const dir = directionOf(change ?? rate);
  if (dir === 'flat') return '전일 대비 변동 없음(보합)';
  const pct = rate === null || rate === undefined ? '' : `${groupDigits(Math.abs(rate), 2)}%`;
  if (change === null || change === undefined) return `전일 대비 ${pct} ${DIRECTION_TEXT[dir]}`;
  return `전일 대비 ${formatPrice(Math.abs(change), currency)}${pct ? `(${pct})` : ''} ${DIRECTION_TEXT[dir]}`;
}

/**
 * Large amounts in Korean units: 412조 3,456억원 · 4조 5,120억 달러 · 8,765만원. Amounts under
 * 1억 keep 만 units; below 1만 the plain number is shown.
 */
export function formatAmount(value: number | null | undefined, currency: Currency): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const unit = currency === 'KRW' ? '원' : ' 달러';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const JO = 1e12;
  const EOK = 1e8;
  const MAN = 1e4;
  if (abs >= JO) {
    const jo = Math.floor(abs / JO);
    const eok = Math.round((abs - jo * JO) / EOK);
    // Rounding 9,999.6억 up must carry into 조.
    if (eok >= 10_000) return `${sign}${groupDigits(jo + 1)}조${unit}`;
    return `${sign}${groupDigits(jo)}조${eok > 0 ? ` ${groupDigits(eok)}억` : ''}${unit}`;
  }
  if (abs >= EOK) return `${sign}${groupDigits(Math.round(abs / EOK))}억${unit}`;
  if (abs >= MAN) return `${sign}${groupDigits(Math.round(abs / MAN))}만${unit}`;
  return currency === 'KRW' ? `${sign}${groupDigits(abs)}원` : `${sign}$${groupDigits(abs, 2)}`;
}

/** Shares and volumes: 1,234,567주 */
export function formatShares(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${groupDigits(value)}주`;
}

/** Compact counts for narrow tables: 1.2억 · 345만 · 9,876 */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  if (value >= 1e8) return `${(value / 1e8).toFixed(1)}억`;
  if (value >= 1e4) return `${groupDigits(Math.round(value / 1e4))}만`;
  return groupDigits(value);
}

/** PER/PBR: 12.34배; null (a loss year) reads as "해당 없음". */
export function formatRatio(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '해당 없음';
  return `${groupDigits(value, 2)}배`;
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '해당 없음';
  return `${groupDigits(value, 2)}%`;
}
