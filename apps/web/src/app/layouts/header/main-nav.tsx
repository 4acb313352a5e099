import { NavLink } from 'react-router';
import { HOT_CATEGORY } from '@school/contracts';
import { categoryHref } from '../../../features/menu/categories';

export const HOT_HREF = categoryHref(HOT_CATEGORY);

const items = [
  { to: '/course', label: '전체 강의', end: true },
  { to: '/course/free', label: '무료 강의' },
  { to: HOT_HREF, label: HOT_CATEGORY.title, hot: true },
  { to: '/stocks/info/kr', label: '분석자료' },
  { to: '/stocks/rank/kr', label: '종목 순위' },
  { to: '/teacher', label: '강사 소개' },
  { to: '/curriculum', label: '커리큘럼' },
  { to: '/event/seminar', label: '세미나' },
];

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
export function MainNav({ className = '' }: { className?: string }) {
  return (
    <nav aria-label="주요 메뉴" className={className}>
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 [scrollbar-width:none] mobile:px-2">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `relative flex h-12 items-center px-3 text-[15px] font-semibold whitespace-nowrap transition-colors ${
                  isActive && !item.hot
                    ? 'text-accent-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-accent-600'
                    : 'text-slate-600 hover:text-slate-900'
                }`
              }
            >
              {item.label}
              {item.hot && <HotBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
