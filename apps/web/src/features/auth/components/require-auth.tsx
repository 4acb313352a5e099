import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../stores/session';
import { loginPath } from '../../../lib/navigation';

/** Route guard: anonymous visitors on a protected page go to /login with the current path as returnUrl. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
