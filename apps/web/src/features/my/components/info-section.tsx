import { KOREA_TIME_ZONE } from '@school/contracts';
import type { ReactNode } from 'react';

/** One titled card of /my/info. */
export function InfoSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 mobile:p-4">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm leading-relaxed text-slate-500">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Success or refusal of one section's last action, announced when it changes. */
export function ResultMessage({ result }: { result: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`mt-3 rounded-xl px-4 py-3 text-sm leading-relaxed ${result.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800'}`}
    >
      {result.message}
    </p>
  );
}

export type Result = { ok: boolean; message: string } | null;

/** 2026-11-22T03:10:00Z → 2026. 11. 22. 12:10 in Korean time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('ko-KR', {
    timeZone: KOREA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
