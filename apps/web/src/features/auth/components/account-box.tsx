import { Link, useLocation } from 'react-router';
import { useIsLoggedIn, useSessionStore } from '../../../stores/session';
import { loginPath } from '../../../lib/navigation';
import { useLogout } from '../use-logout';
import { ProtectedLink } from './protected-link';

/** The one logout button (header, side menu, /my): disabled while the server is asked. */
export function LogoutButton({ className }: { className: string }) {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={() => void logout()} disabled={pending} className={className}>
      로그아웃
    </button>
  );
}

const headerLink =
  'flex h-10 items-center gap-1.5 rounded-full px-3 text-[15px] font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/**
 * The account box: signed in, the way to 내 정보 and 내 강의실 plus the logout button;
 * signed out, the way to /login that comes back here. `header` is the desktop header's
 * row, `drawer` the card at the top of the side menu.
 */
export function AccountBox({ variant }: { variant: 'header' | 'drawer' }) {
  const loggedIn = useIsLoggedIn();
  const email = useSessionStore((s) => s.user?.email);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  if (variant === 'header') {
    if (!loggedIn) {
      return (
        <Link
          to={pathname === '/login' ? here : loginPath(here)}
          className="flex h-10 items-center rounded-full bg-accent-600 px-5 text-[15px] font-semibold text-white hover:bg-accent-700"
        >
          로그인
        </Link>
      );
    }
    return (
      <>
        <ProtectedLink to="/my" className={headerLink}>
          내 정보
        </ProtectedLink>
        <ProtectedLink to="/my/class" className={headerLink}>
          내 강의실
        </ProtectedLink>
        <LogoutButton className="h-10 rounded-full px-4 text-[15px] font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-60" />
      </>
    );
  }

  if (!loggedIn) {
    return (
      <div className="rounded-2xl bg-slate-50 p-4">
        <p className="text-[15px] font-semibold text-slate-800">로그인하고 나의 학습을 이어가세요</p>
        <Link
          to={loginPath(here)}
          className="mt-3 flex h-11 items-center justify-center rounded-xl bg-accent-600 font-semibold text-white hover:bg-accent-700"
        >
          로그인
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-2xl bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-[15px] font-semibold text-slate-800">{email}</p>
        <ProtectedLink to="/my" className="shrink-0 rounded text-sm font-semibold text-accent-700 hover:underline">
          내 정보
        </ProtectedLink>
      </div>
      <div className="mt-3 flex gap-2">
        <ProtectedLink to="/my/class" className="flex h-10 flex-1 items-center justify-center rounded-xl bg-white font-semibold text-slate-800 ring-1 ring-slate-200">
          내 강의실
        </ProtectedLink>
        <LogoutButton className="h-10 flex-1 rounded-xl bg-white font-semibold text-slate-600 ring-1 ring-slate-200 disabled:opacity-60" />
      </div>
    </div>
  );
}
