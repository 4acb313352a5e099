/** Formatting shared by the learning pages: durations and prices as a Korean reader expects them. */

/** Total running time in Korean: '3시간 20분', '45분', '1시간', '30초' (under a minute), '0분'. */
export function formatTotalTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds > 0 && seconds < 60) return `${seconds}초`;
  const minutesTotal = Math.round(seconds / 60);
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  if (hours === 0) return `${minutes}분`;
  return minutes === 0 ? `${hours}시간` : `${hours}시간 ${minutes}분`;
}

/** A lecture's length as a clock: '4:01', '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * 1234567 → '1,234,567'; with fractionDigits 2, 1234.5 → '1,234.50'. Written out rather than Intl.NumberFormat:
 * a page's first Intl formatter loads the locale's data, about 40 ms here and four times that on a phone,
 * while the page starts.
 */
export function groupDigits(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** '무료' for free courses (or price 0), otherwise '169,000원'. */
export function formatPrice(price: number, isFree: 'Y' | 'N' = price === 0 ? 'Y' : 'N'): string {
  if (isFree === 'Y' || price === 0) return '무료';
  return `${groupDigits(price)}원`;
}

/** '128개' style counts for lectures. */
export function formatCount(count: number, unit = '개'): string {
  return `${groupDigits(count)}${unit}`;
}
