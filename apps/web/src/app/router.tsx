import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

/** Creates the browser router and lets non-React code (api client, popups) navigate through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
