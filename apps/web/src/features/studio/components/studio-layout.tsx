import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LoadingMessage } from '../../../components/ui/status';
import { useMenuToggle } from '../../../lib/menu-toggle';
import { STUDIO_NAV } from '../nav';

/** The studio's own frame: a header with the teacher's name and a menu (a side menu at 1280 px, a toggle at 390 px). */
export function StudioLayout({ teacher, onSignOut, children }: { teacher: string; onSignOut: () => void; children: ReactNode }) {
  const [open, setOpen] = useMenuToggle();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <a href="#studio-main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white">
        본문으로 건너뛰기
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:px-8">
        <p className="font-bold">
          강사 스튜디오 <span className="ml-2 text-sm font-normal text-slate-600">{teacher}</span>
        </p>
        <div className="flex items-center gap-2">
          <button type="button" onClick={onSignOut} className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 underline">
            로그아웃
          </button>
          <button type="button" aria-expanded={open} aria-controls="studio-menu" onClick={() => setOpen((v) => !v)} className="rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 lg:hidden">
            메뉴
          </button>
        </div>
      </header>
      <div className="lg:flex">
        <nav id="studio-menu" aria-label="스튜디오 메뉴" className={`${open ? 'block' : 'hidden'} border-b border-slate-200 bg-white lg:block lg:min-h-[calc(100dvh-57px)] lg:w-52 lg:shrink-0 lg:border-r lg:border-b-0`}>
          <ul className="px-2 py-2">
            {STUDIO_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/studio'}
                  className={({ isActive }) => `block rounded-lg px-3 py-2 text-[15px] ${isActive ? 'bg-accent-50 font-semibold text-accent-700' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="studio-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-8">
          <Suspense fallback={<LoadingMessage label="화면을 불러오는 중" />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
