import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { ProtectedLink } from '../../features/auth/components/protected-link';
import { ChartIcon, HistoryIcon, PlayIcon, UserIcon } from '../../components/ui/icons';

interface Item {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Where the item counts as current. */
  match: (pathname: string) => boolean;
  protected?: boolean;
}

// 내 강의실 covers the learning history and the recently watched list.
const isLearningPath = (p: string) => p.startsWith('/my/class') || p.startsWith('/my/history');

const items: Item[] = [
  { to: '/course', label: '강의', Icon: PlayIcon, match: (p) => p.startsWith('/course') },
  { to: '/stocks/info/kr', label: '분석자료', Icon: ChartIcon, match: (p) => p.startsWith('/stocks') },
  { to: '/my/class', label: '내 강의실', Icon: HistoryIcon, match: isLearningPath, protected: true },
  {
    to: '/my',
    label: '내정보',
    Icon: UserIcon,
    match: (p) => p.startsWith('/my') && !isLearningPath(p),
    protected: true,
  },
];

/** Tab bar for widths ≤ 800 px; the member-only entries go through the login redirect. */
export function BottomMenu() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="하단 메뉴"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md desktop:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-4">
        {items.map((item) => {
          const current = item.match(pathname);
          const className = `flex h-full flex-col items-center justify-center gap-1 text-[12px] font-medium ${
            current ? 'text-accent-700' : 'text-slate-500 hover:text-slate-800'
          }`;
          const content = (
            <>
              <item.Icon width={22} height={22} />
              {item.label}
            </>
          );
          return (
            <li key={item.to}>
              {item.protected ? (
                <ProtectedLink to={item.to} className={className} aria-current={current ? 'page' : undefined}>
                  {content}
                </ProtectedLink>
              ) : (
                <Link to={item.to} className={className} aria-current={current ? 'page' : undefined}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
