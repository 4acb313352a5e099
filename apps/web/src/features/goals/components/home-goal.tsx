import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../../../stores/session';

const Goal = lazy(() => import('./home-goal-card'));

/** Home, for a signed-in member: this week against the goal and the streak, or an invitation to set a goal. */
export function HomeGoal() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Goal />
    </Suspense>
  );
}
