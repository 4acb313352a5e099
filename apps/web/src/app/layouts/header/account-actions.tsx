import { Link, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../stores/session';
import { loginPath } from '../../../lib/navigation';
import { ProtectedLink } from '../../../features/auth/components/protected-link';
import { useLogout } from '../../../features/auth/use-logout';
import { GiftIcon, TicketIcon } from '../../../components/ui/icons';

const linkClass =
  'flex h-10 items-center gap-1.5 rounded-full px-3 text-[15px] font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Events, passes and the sign-in state, on the right of the desktop header. */
export function AccountActions() {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  const { logout, pending } = useLogout();
  const onLoginPage = pathname === '/login';

  return (
    <div className="flex items-center gap-1">
      <Link to="/event" className={linkClass}>
        <GiftIcon width={18} height={18} />
        이벤트·혜택
      </Link>
      <Link to="/payment/product" className={linkClass}>
        <TicketIcon width={18} height={18} />
        이용권
      </Link>
      <span className="mx-2 h-4 w-px bg-slate-200" aria-hidden="true" />
      {loggedIn ? (
        <>
          <ProtectedLink to="/my" className={linkClass}>
            내 정보
          </ProtectedLink>
          <ProtectedLink to="/my/class" className={linkClass}>
            내 강의실
          </ProtectedLink>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={pending}
            className="h-10 rounded-full px-4 text-[15px] font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-60"
          >
            로그아웃
          </button>
        </>
      ) : (
        <Link
          to={onLoginPage ? `${pathname}${search}` : loginPath(`${pathname}${search}`)}
          className="flex h-10 items-center rounded-full bg-accent-600 px-5 text-[15px] font-semibold text-white hover:bg-accent-700"
        >
          로그인
        </Link>
      )}
    </div>
  );
}
