import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useDisplayStore } from '../../../stores/display';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import { useScrollLock } from '../../../components/ui/use-scroll-lock';
import { ChevronRightIcon, CloseIcon } from '../../../components/ui/icons';
import { AccountBox } from '../../../features/auth';
import { HOT_HREF, HotBadge } from '../header/main-nav';
import { HOT_CATEGORY } from '@school/contracts/plain';
import { CategoryTree } from './category-tree';

const moreLinks = [
  { to: '/stocks/info/kr', label: '분석자료' },
  { to: '/stocks/rank/kr', label: '종목 순위' },
  { to: '/stocks/search/kr', label: '종목 검색' },
  { to: '/practice', label: '모의투자' },
  { to: '/teacher', label: '강사 소개' },
  { to: '/curriculum', label: '커리큘럼' },
  { to: '/event', label: '이벤트·혜택' },
  { to: '/event/seminar', label: '세미나' },
  { to: '/payment/product', label: '이용권 구매' },
  { to: '/cs/notice', label: '고객센터' },
];

/** The hamburger drawer: a modal dialog that the overlay, Escape or any link closes. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const setBgOn = useDisplayStore((s) => s.setBgOn);
  useScrollLock(open);
  useFocusTrap(ref, open, onClose);

  useEffect(() => {
    setBgOn(open);
    return () => setBgOn(false);
  }, [open, setBgOn]);

  if (!open) return null;

  // Any followed link ends the menu's job.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  // Portalled: the sticky header's backdrop-filter would otherwise contain this fixed drawer.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 animate-fade-in bg-slate-950/45" aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={closeOnLink}
        className="absolute inset-y-0 left-0 flex w-[min(88vw,360px)] animate-slide-in-left flex-col bg-white shadow-2xl outline-none"
      >
        <div className="flex items-center justify-between px-5 pt-4 pb-2">
          <h2 id={titleId} className="text-lg font-bold">
            전체 메뉴
          </h2>
          <button
            type="button"
            aria-label="전체 메뉴 닫기"
            onClick={onClose}
            className="-mr-2 flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 pb-10">
          <AccountBox variant="drawer" />
          <nav aria-label="추천 메뉴" className="mt-4">
            <ul className="grid grid-cols-2 gap-2">
              <li>
                <Link to="/course/free" className="flex h-14 items-center justify-center rounded-xl bg-accent-50 font-bold text-accent-700 hover:bg-accent-100">
                  무료 강의
                </Link>
              </li>
              <li>
                <Link to={HOT_HREF} className="flex h-14 items-center justify-center rounded-xl bg-rose-50 font-bold text-rose-700 hover:bg-rose-100">
                  {HOT_CATEGORY.title}
                  <HotBadge />
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby={`${titleId}-categories`} className="mt-7">
            <h3 id={`${titleId}-categories`} className="mb-3 text-xs font-semibold tracking-wider text-slate-400">
              강의 카테고리
            </h3>
            <CategoryTree />
          </nav>
          <nav aria-labelledby={`${titleId}-more`} className="mt-8 border-t border-slate-100 pt-6">
            <h3 id={`${titleId}-more`} className="mb-2 text-xs font-semibold tracking-wider text-slate-400">
              더 둘러보기
            </h3>
            <ul>
              {moreLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="flex items-center justify-between rounded-lg py-2.5 text-[15px] text-slate-700 hover:text-accent-700">
                    {link.label}
                    <ChevronRightIcon width={16} height={16} className="text-slate-300" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>,
    document.body,
  );
}
