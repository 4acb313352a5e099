import { koreanClock } from '@school/contracts';
import { groupDigits } from '../../lib/format';

/** Money and dates as the commerce pages show them: '59,000원', '2026.11.23', KST whatever the device's zone. */

/** Always in won, 0 included ('0원'): a price on a receipt is never '무료'. */
export const formatWon = (amount: number): string => `${groupDigits(amount)}원`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant's wall clock in Korea (UTC+9 all year: Korea keeps no summer time), without Intl's start-up cost. */
function kst(iso: string) {
  const d = koreanClock(new Date(iso));
  return { year: d.year, month: pad(d.month), day: pad(d.day), hour: pad(d.hour), minute: pad(d.minute) };
}

/** '2026.11.23' */
export function formatDate(iso: string): string {
  const p = kst(iso);
  return `${p.year}.${p.month}.${p.day}`;
}

/** '2026.11.23 14:05' */
export function formatDateTime(iso: string): string {
  const p = kst(iso);
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}
