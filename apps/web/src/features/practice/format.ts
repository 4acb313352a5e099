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

const WEEKDAYS = '일월화수목금토';

/** 11월 30일(월) for a market's date (YYYY-MM-DD, as the server sends trade_from). */
export function marketDay(iso: string): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return `${m}월 ${d}일(${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]})`;
}

/**
 * When an order can first fill, in words (issue 48): an order placed on a Saturday showed nothing until Monday's close
 * and nothing said why. `tradeFrom` is the first trading day the server allows it (after weekends and holidays).
 */
export function fillNotice(tradeFrom: string, region: StockRegion): string {
  const close = region === 'kr' ? '장 마감(15:30)' : '장 마감(뉴욕 시각 16:00)';
  return `${marketDay(tradeFrom)} ${close} 뒤에 그날 시세로 체결 여부가 정해집니다. 그때까지는 체결 대기 주문에 있고 보유 종목에는 나타나지 않습니다. 주말과 공휴일에는 장이 열리지 않아 다음 거래일로 넘어갑니다.`;
}

/** The practice chart's two lines (the account solid, the index dashed), shared by the chart and its legend. */
export const PERFORMANCE_COLORS = { account: '#1d4ed8', index: '#64748b' } as const;
