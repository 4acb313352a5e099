import { useId, type ReactNode } from 'react';

/** A label above its control, tied by id (a label wrapping a select would take the chosen option into its name). */
export function Field({ label, note, className = '', children }: { label: string; note?: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
        {note && <span className="ml-1 font-normal text-slate-500">{note}</span>}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}
