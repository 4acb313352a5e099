/** The row of state filters above a console list (검토 대기 / 숨김 …): one pressed at a time. */
export function StateTabs<S extends string>({ label, tabs, current, onSelect }: { label: string; tabs: readonly { state: S; label: string }[]; current: S; onSelect: (state: S) => void }) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((t) => (
        <button
          key={t.state}
          type="button"
          role="tab"
          aria-selected={t.state === current}
          onClick={() => onSelect(t.state)}
          className={`h-10 rounded-full px-4 text-sm font-semibold ${t.state === current ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
