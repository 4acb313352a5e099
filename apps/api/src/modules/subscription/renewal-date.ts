/** Renewal dates in Korean time (UTC+9, no daylight saving): pure, so month ends are table-tested. */

const KST = 9 * 3_600_000;
const DAY = 86_400_000;

/** The Korean-time day of month of a moment. */
export function koreanDay(at: Date): number {
  return new Date(at.getTime() + KST).getUTCDate();
}

/**
 * `months` after `startedAt` on the anchor day (the start's Korean day), at the start's time of day; a month without
 * that day takes its last: started 31 Jan → 28 (29) Feb → 31 Mar. Always counted from the start, so one short month
 * never moves the later dates.
 */
export function renewalDate(startedAt: Date, anchorDay: number, months: number): Date {
  const k = new Date(startedAt.getTime() + KST);
  const year = k.getUTCFullYear();
  const month = k.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const local = Date.UTC(year, month, Math.min(anchorDay, last), k.getUTCHours(), k.getUTCMinutes(), k.getUTCSeconds(), k.getUTCMilliseconds());
  return new Date(local - KST);
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY);
}

/** `2026. 2. 28.` as a member reads it. */
export function koreanDate(at: Date): string {
  return at.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });
}

/** `2026-02-28`: the Korean calendar day of a moment. */
export function koreanIsoDate(at: Date): string {
  return new Date(at.getTime() + KST).toISOString().slice(0, 10);
}
