/** Money and dates as the commerce pages show them: '59,000원', '2026.11.23', KST whatever the device's zone. */
const won = new Intl.NumberFormat('ko-KR');
const day = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
const minute = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Always in won, 0 included ('0원'): a price on a receipt is never '무료'. */
export const formatWon = (amount: number): string => `${won.format(amount)}원`;

function parts(format: Intl.DateTimeFormat, iso: string): Record<string, string> {
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** '2026.11.23' */
export function formatDate(iso: string): string {
  const p = parts(day, iso);
  return `${p.year}.${p.month}.${p.day}`;
}

/** '2026.11.23 14:05' */
export function formatDateTime(iso: string): string {
  const p = parts(minute, iso);
  return `${p.year}.${p.month}.${p.day} ${p.hour === '24' ? '00' : p.hour}:${p.minute}`;
}
