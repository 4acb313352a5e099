import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { holdScrollAt } from '../../lib/scroll-hold';

/**
 * After React Router restored a place on back, forward or reload (its state's restoreScrollPosition, which its
 * ScrollRestoration has just scrolled to), holds the window there while the page settles (lib/scroll-hold.ts).
 */
export function useScrollHold() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const y = state?.restoreScrollPosition;
  const key = state?.location.key;
  useEffect(() => {
    if (typeof y !== 'number' || y <= 0) return;
    return holdScrollAt(y);
  }, [y, key]);
}
