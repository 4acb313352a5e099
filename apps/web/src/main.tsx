import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { queryClient } from './lib/query-client';
import { sessionHydrated } from './stores/session';
import { menuQueryOptions } from './features/menu/api/get-menu';
import { hydrateServerState, loadInitialRoutes } from './ssr/hydrate-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const serverRendered = hydrateServerState(queryClient);

// Every page shows the menu: fetch it while the page's chunk loads, not after (less late data, less shift).
void queryClient.prefetchQuery(menuQueryOptions());

const app = () => (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>
);

if (serverRendered) {
  // The server rendered the page as a visitor sees it; the session store hydrates in that state too
  // (zustand's server snapshot) and a member's parts appear right after (decision 074).
  void loadInitialRoutes(routes, window.location).then(() => hydrateRoot(root, app()));
} else {
  // The first render waits for the stored session (at most 5000 ms), so a member is never shown as a visitor.
  void sessionHydrated().then(() => createRoot(root).render(app()));
}
