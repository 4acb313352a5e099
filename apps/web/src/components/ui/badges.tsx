import { DEMO_LABEL } from '@school/contracts/plain';

const base = 'inline-flex items-center rounded-md px-1.5 py-0.5 text-[11px] font-bold leading-none whitespace-nowrap';

/** Sample content label the catalogue API asks for (decision 014): shown beside every demo course and teacher. */
export function DemoBadge({ className = '', label = DEMO_LABEL }: { className?: string; label?: string }) {
  return <span className={`${base} bg-amber-100 text-amber-800 ring-1 ring-amber-200 ${className}`}>{label}</span>;
}

export function FreeBadge() {
  return <span className={`${base} bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200`}>무료</span>;
}

/** The course opens with a pass (pass_included 'Y'). */
export function PassBadge() {
  return <span className={`${base} bg-accent-50 text-accent-700 ring-1 ring-accent-200`}>이용권 포함</span>;
}

export function LevelBadge({ level }: { level: string }) {
  return <span className={`${base} bg-slate-100 text-slate-700`}>{level}</span>;
}

export function PreviewBadge() {
  return <span className={`${base} bg-violet-50 text-violet-700 ring-1 ring-violet-200`}>미리보기</span>;
}
