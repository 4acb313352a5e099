import { Link } from 'react-router';

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

/** Tabs that are links (each tab has its own address; back and forward work), current one marked. */
export function TabLinks({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((t) => {
          const active = t.key === current;
          return (
            <li key={t.key} className="shrink-0">
              <Link
                to={t.to}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex h-11 items-center border-b-2 px-4 text-[15px] font-semibold ${
                  active ? 'border-accent-600 text-accent-700' : 'border-transparent text-slate-500 hover:text-slate-800'
                }`}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A short coloured label (status, category). */
export function Pill({ children, tone = 'slate' }: { children: string; tone?: 'accent' | 'slate' | 'amber' | 'green' }) {
  const tones = {
    accent: 'bg-accent-50 text-accent-700',
    slate: 'bg-slate-100 text-slate-600',
    amber: 'bg-amber-100 text-amber-800',
    green: 'bg-emerald-50 text-emerald-700',
  };
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-[12px] font-bold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}
