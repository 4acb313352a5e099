import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../stores/session';
import { loginPath } from '../../../lib/navigation';
import { clearLeaving, isLeaving } from '../leaving';

/** Route guard: anonymous visitors on a protected page go to /login with the current path as returnUrl. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  // Signing out on purpose from this page: its flow is already on the way elsewhere.
  const leaving = !loggedIn && isLeaving(location.pathname);
  useEffect(() => (leaving ? clearLeaving : undefined), [leaving]);
  if (leaving) return null;
  if (!loggedIn) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
