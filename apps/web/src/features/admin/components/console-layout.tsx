import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LoadingMessage } from '../../../components/ui/status';
import { useMenuToggle } from '../../../lib/menu-toggle';
import type { ConsoleSection } from '../nav';

/** The console's frame: a side menu at 1280 px, a menu button above the page at 390 px. */
export function ConsoleLayout({ menu, operator, onSignOut, children }: { menu: ConsoleSection[]; operator: string; onSignOut: () => void; children: ReactNode }) {
  const [open, setOpen] = useMenuToggle();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 lg:flex">
      <a href="#console-main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white">
        본문으로 건너뛰기
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <span className="font-bold">관리 콘솔</span>
        <button type="button" aria-expanded={open} aria-controls="console-menu" onClick={() => setOpen((v) => !v)} className="rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-slate-300">
          메뉴
        </button>
      </header>
      <nav
        id="console-menu"
        aria-label="관리 메뉴"
        className={`${open ? 'block' : 'hidden'} border-b border-slate-200 bg-white lg:block lg:min-h-dvh lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0`}
      >
        <p className="hidden px-5 pt-5 pb-3 text-lg font-bold lg:block">관리 콘솔</p>
        <ul className="px-2 py-2">
          {menu.map((s) => (
            <li key={s.path}>
              <NavLink
                to={s.path === '' ? '/admin' : `/admin/${s.path.replace(/\/\*$/, '')}`}
                end={s.path === ''}
                className={({ isActive }) => `block rounded-lg px-3 py-2 text-[15px] ${isActive ? 'bg-accent-50 font-semibold text-accent-700' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-200 px-5 py-4 text-sm text-slate-600">
          <p className="truncate">{operator}</p>
          <button type="button" onClick={onSignOut} className="mt-2 font-semibold text-slate-800 underline">
            로그아웃
          </button>
        </div>
      </nav>
      <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-8">
        <Suspense fallback={<LoadingMessage label="화면을 불러오는 중" />}>{children}</Suspense>
      </main>
    </div>
  );
}
