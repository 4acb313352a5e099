import { KOREA_TIME_ZONE } from '@school/contracts';
/** Seconds as m:ss (h:mm:ss from an hour). */
export function clock(sec: number): string {
  const s = Math.max(0, Math.round(sec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

export const won = (n: number) => `${Math.round(n).toLocaleString('ko-KR')}원`;
export const percent = (share: number) => `${Math.round(share * 100)}%`;
export const shortDate = (iso: string) => iso.slice(5).replace('-', '.');
export const refreshedLabel = (iso: string | null) =>
  iso ? `${new Date(iso).toLocaleString('ko-KR', { timeZone: KOREA_TIME_ZONE, month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' })} 기준 (매시 25분 집계)` : '아직 집계되지 않았습니다. 매시 25분에 집계합니다.';

/** The share of viewers at each bucket of a retention curve (`reached[k]` / viewers). */
export function retention(reached: number[], bucketSec: number, durationSec: number) {
  const viewers = reached[0] ?? 0;
  const xs = reached.map((_, k) => Math.min(k * bucketSec, durationSec));
  const ys = reached.map((n) => (viewers > 0 ? n / viewers : 0));
  return { xs, ys, at: (sec: number) => ys[Math.min(Math.floor(sec / bucketSec), ys.length - 1)] ?? 0 };
}
