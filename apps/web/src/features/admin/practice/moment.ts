/** "1:35" (or "95", or "1:02:03") → seconds of the video; '' → null (the whole lecture); anything else → undefined. */
export function parseMoment(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{1,5}(:\d{1,2}){0,2}$/.test(t)) return undefined;
  const parts = t.split(':').map(Number);
  if (parts.slice(1).some((p) => p > 59)) return undefined;
  const sec = parts.reduce((total, p) => total * 60 + p, 0);
  return sec <= 86_400 ? sec : undefined;
}

/** 95 → "1:35"; 3723 → "1:02:03". */
export function formatMoment(sec: number): string {
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = String(sec % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * "50,000, 30000 / 10000P" → [50000, 30000, 10000]; '' → []; anything not a list of whole numbers → undefined.
 * A comma between a digit and exactly three digits groups thousands; any other comma, a slash or a space separates.
 */
export function parsePoints(text: string): number[] | undefined {
  let t = text.replace(/[원P]/gi, ' ');
  for (let joined = t.replace(/(\d),(\d{3})(?!\d)/g, '$1$2'); joined !== t; joined = t.replace(/(\d),(\d{3})(?!\d)/g, '$1$2')) t = joined;
  const parts = t.split(/[\s,/]+/).filter(Boolean);
  if (parts.some((p) => !/^\d+$/.test(p))) return undefined;
  return parts.map(Number);
}
