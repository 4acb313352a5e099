import { useEffect, useRef, type ReactNode } from 'react';

/** A panel on the right (a bottom sheet on a phone) over the page; Escape or the close button closes it. */
export function SidePanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex justify-end bg-slate-900/40 mobile:items-end" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(e) => e.stopPropagation()}
        className="h-full w-full max-w-md overflow-y-auto bg-white p-5 shadow-xl mobile:h-auto mobile:max-h-[90vh] mobile:max-w-none mobile:rounded-t-3xl"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          <button ref={closeButton} type="button" onClick={onClose} className="rounded-lg px-3 py-1 text-sm font-semibold text-slate-600 ring-1 ring-slate-300">
            닫기
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
