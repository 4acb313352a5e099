import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

/**
 * Creates the browser router and lets non-React code (api client, popups) navigate through it. A page the server
 * rendered is taken over where the reader is: hydration data (the app has no loaders, so it is empty) tells the
 * router not to scroll a page that may already have been scrolled back to the top.
 */
export function createAppRouter({ serverRendered }: { serverRendered: boolean }) {
  keyFirstEntry();
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/**
 * The history entry a full page load opens has no key of its own until the router moves, so React Router files its
 * scroll position under "default", which every fresh load shares: a page then opened at the position another page was
 * left at. A key in the entry's state (kept by the browser for back/forward and reload, as React Router's own
 * framework mode does) gives each entry its own position, and a new entry, with nothing saved, starts at the top.
 */
function keyFirstEntry() {
  const state: unknown = window.history.state;
  if (state !== null && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state !== null && typeof state === 'object' ? state : {}), key }, '');
}
