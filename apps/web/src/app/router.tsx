import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

/**
 * Creates the browser router and lets non-React code (api client, popups) navigate through it. A page the server
 * rendered is taken over where the reader is: hydration data (the app has no loaders, so it is empty) tells the
 * router not to scroll a page that may already have been scrolled back to the top.
 */
export function createAppRouter({ serverRendered }: { serverRendered: boolean }) {
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
