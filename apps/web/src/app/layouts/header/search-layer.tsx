import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SearchForm } from './search-form';
import { GuideTip } from './guide-tip';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import { useScrollLock } from '../../../components/ui/use-scroll-lock';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { onBreakpointChange } from '../../../lib/breakpoint';

/** Full-screen search for widths ≤ 800 px. */
export function SearchLayer({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useFocusTrap(ref, true, onClose);

  // The layer only exists for small screens; widening the window past the breakpoint closes it
  // (resize debounced by 100 ms, the specification).
  useEffect(() => onBreakpointChange((wide) => wide && onClose()), [onClose]);

  // Portalled: the sticky header's backdrop-filter would otherwise trap this fixed layer inside it.
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label="검색"
      tabIndex={-1}
      className="fixed inset-0 z-[60] flex flex-col bg-white outline-none"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-2 py-3">
        <button
          type="button"
          aria-label="검색 닫기"
          onClick={onClose}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <ChevronLeftIcon />
        </button>
        <div className="flex-1 pr-2">
          <SearchForm variant="layer" onSearched={onClose} />
        </div>
      </div>
      <div className="px-4 pt-4">
        <GuideTip />
        <p className="mt-6 text-sm text-slate-500">
          강의 제목이나 종목 이름을 입력한 뒤 검색 버튼이나 Enter 키를 눌러 주세요.
        </p>
      </div>
    </div>,
    document.body,
  );
}
