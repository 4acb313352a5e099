const KST_MS = 9 * 3_600_000;

/** 21:00 to 08:00 Korean time: no advertising message is sent then without a separate consent (정보통신망법 §50 ③). */
export function isKoreanNight(at: Date): boolean {
  const hour = new Date(at.getTime() + KST_MS).getUTCHours();
  return hour >= 21 || hour < 8;
}
