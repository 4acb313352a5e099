import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line field of the console's forms (the text bodies of events, seminars, FAQ). */
export function TextArea({ label, ref, ...area }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea ref={ref} id={id} className="w-full rounded-xl border border-slate-300 px-4 py-3 text-[15px] focus:border-accent-500 focus:ring-2 focus:ring-accent-100 focus:outline-none" {...area} />
    </div>
  );
}
