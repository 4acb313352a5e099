import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../stores/session';
import { loginPath } from '../../../lib/navigation';

type ProtectedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to?: string };

/**
 * A link to a members-only place. A visitor without an access token is sent
 * to /login?returnUrl={target}; when `to` is not a string the current path is
 * the target (the specification). Signed-in people follow the link normally.
 */
export function ProtectedLink({ to, ...props }: ProtectedLinkProps) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const target = typeof to === 'string' && to !== '' ? to : `${location.pathname}${location.search}`;
  return <Link {...props} to={loggedIn ? target : loginPath(target)} />;
}
