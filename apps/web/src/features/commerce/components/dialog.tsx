import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import { useScrollLock } from '../../../components/ui/use-scroll-lock';

/** A modal dialog: focus kept inside, Escape and × close it, a sheet on small screens. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  useScrollLock(true);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4 mobile:items-end mobile:p-0">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl mobile:max-w-none mobile:rounded-b-none mobile:p-5"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="닫기" className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
