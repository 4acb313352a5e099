import { useSyncExternalStore } from 'react';
import { dismissGuideTip, isGuideTipDismissed, subscribeGuideTips } from '../../../lib/storage';
import { CloseIcon, LightbulbIcon } from '../../../components/ui/icons';

export const SEARCH_TIP_ID = 'stockSearch';

/** Hint about stock keywords; once closed it stays closed (localStorage 'guideTip'). */
export function GuideTip({ className = '' }: { className?: string }) {
  // Server-rendered pages show it, as a first visit does; a dismissed tip goes right after hydration.
  const dismissed = useSyncExternalStore(subscribeGuideTips, () => isGuideTipDismissed(SEARCH_TIP_ID), () => false);
  if (dismissed) return null;
  return (
    <div
      role="note"
      aria-label="검색 안내"
      className={`flex items-center gap-2 rounded-full bg-accent-50 py-1.5 pr-1.5 pl-3 text-[13px] font-medium text-accent-800 ring-1 ring-accent-100 ${className}`}
    >
      <LightbulbIcon width={16} height={16} className="shrink-0 text-accent-600" />
      <span className="flex-1">종목명이나 초성으로 검색해 보세요</span>
      <button
        type="button"
        aria-label="검색 안내 닫기"
        onClick={() => dismissGuideTip(SEARCH_TIP_ID)}
        className="rounded-full p-1 text-accent-400 hover:bg-accent-100 hover:text-accent-800"
      >
        <CloseIcon width={14} height={14} />
      </button>
    </div>
  );
}
