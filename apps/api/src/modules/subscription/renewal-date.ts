import { KOREA_TIME_ZONE } from '@school/contracts';

const DAY = 86_400_000;

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY);
}

/** `2026. 2. 28.` as a member reads it. */
export function koreanDate(at: Date): string {
  return at.toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE });
}
