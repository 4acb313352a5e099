import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HOT_CATEGORY } from '@school/contracts/plain';
import { categoryHref } from '../../../features/menu/categories';

export const HOT_HREF = categoryHref(HOT_CATEGORY);

interface NavItem {
  to: string;
  label: string;
  /** Path prefix that marks the item current; defaults to the exact path and query of `to`. */
  prefix?: string;
  hot?: boolean;
}

const items: NavItem[] = [
  { to: '/course', label: '전체 강의' },
  { to: '/course/free', label: '무료 강의' },
  { to: HOT_HREF, label: HOT_CATEGORY.title, hot: true },
  { to: '/stocks/info/kr', label: '분석자료', prefix: '/stocks/info' },
  { to: '/stocks/rank/kr', label: '종목 순위', prefix: '/stocks/rank' },
  { to: '/practice', label: '모의투자', prefix: '/practice' },
  { to: '/teacher', label: '강사 소개' },
  { to: '/curriculum', label: '커리큘럼' },
  { to: '/event/seminar', label: '세미나' },
];

/** Compares path and query: /course?ca_sn=… is a category, not "전체 강의". */
function isCurrent(item: NavItem, pathname: string, search: string): boolean {
  if (item.prefix) return pathname.startsWith(item.prefix);
  const [path, query = ''] = item.to.split('?');
  if (pathname !== path) return false;
  return query ? search === `?${query}` : !search.includes('ca_sn');
}

export function HotBadge() {
  // The leading space keeps the accessible name "해외선물 HOT" rather than "해외선물HOT".
  return (
    <>
      {' '}
      <span className="ml-1 rounded-full bg-hot px-1.5 py-0.5 align-middle text-[10px] leading-none font-bold tracking-wide text-white">
        HOT
      </span>
    </>
  );
}

/** Main sections as a row under the header bar; scrolls sideways on narrow screens. */
export function MainNav({ className = '', children }: { className?: string; children?: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <div className={className}>
      <div className="mx-auto flex max-w-6xl items-center gap-4 pr-4 mobile:pr-0">
        <nav aria-label="주요 메뉴" className="min-w-0 flex-1">
          <ul className="flex gap-1 overflow-x-auto px-3 [scrollbar-width:none] mobile:px-2">
            {items.map((item) => {
              const current = isCurrent(item, pathname, search);
              return (
                <li key={item.to} className="shrink-0">
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={`relative flex h-12 items-center px-3 text-[15px] font-semibold whitespace-nowrap transition-colors ${
                      current
                        ? 'text-accent-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent-600'
                        : 'text-slate-600 hover:text-slate-900'
                    }`}
                  >
                    {item.label}
                    {item.hot && <HotBadge />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {children}
      </div>
    </div>
  );
}
