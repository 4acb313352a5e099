import type { ReactNode } from 'react';

/** One titled part of the sign-up form. */
export function Section({ title, description, highlight, children }: { title: string; description?: string; highlight?: boolean; children: ReactNode }) {
  return (
    <fieldset className={highlight ? 'rounded-2xl bg-accent-50/60 p-4 ring-1 ring-accent-100' : ''}>
      {/* Floated so the legend lays out like a heading instead of sitting on the fieldset's border. */}
      <legend className="float-left mb-4 w-full text-[17px] font-bold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">
        {description && <p className="-mt-2 text-sm leading-relaxed text-slate-600">{description}</p>}
        {children}
      </div>
    </fieldset>
  );
}
