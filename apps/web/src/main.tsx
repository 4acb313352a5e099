import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { queryClient } from './lib/query-client';
import { isLoggedIn, sessionHydrated } from './stores/session';
import { menuQueryOptions } from './features/menu/api/get-menu';
import { hydrateServerState, loadInitialRoutes } from './ssr/hydrate-state';
import { isPlayAddress } from './features/learning/start/address';
import { learningQueryOptions } from './features/learning';

/**
 * Starts the app on #root: hydrates the page the server rendered, or renders it in the browser. Resolves once
 * the app has taken over the page (boot.ts then carries out what the reader did meanwhile).
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  const serverRendered = hydrateServerState(queryClient);
  // Every page shows the menu: fetch it while the page's chunk loads, not after (less late data, less shift). A
  // lecture's page shows it only in the side menu: there it waits for the video's first frame (use-app-start.ts).
  if (!isPlayAddress(window.location.pathname)) void queryClient.prefetchQuery(menuQueryOptions());

  let started!: () => void;
  const done = new Promise<void>((resolve) => (started = resolve));
  // Made when called: the router must be created after the first page's lazy routes are loaded.
  const app = () => (
    <StrictMode>
      <Providers client={queryClient} onStarted={started}>
        <RouterProvider router={createAppRouter({ serverRendered })} />
      </Providers>
    </StrictMode>
  );

  if (serverRendered) {
    // The server rendered the page as a visitor sees it; the session store hydrates in that state too
    // (zustand's server snapshot) and a member's parts appear right after (decision 074). Hydrating in a transition
    // lets React yield to the browser between components instead of holding the main thread for the whole page.
    await loadInitialRoutes(routes, window.location);
    startTransition(() => void hydrateRoot(root, app()));
  } else {
    // The first render waits for the stored session (at most 5000 ms), so a member is never shown as a visitor.
    await sessionHydrated();
    // The class list's courses leave with the page's code, not once its page has rendered (issue 48).
    if (window.location.pathname.startsWith('/my/class') && isLoggedIn()) {
      void queryClient.prefetchQuery(learningQueryOptions());
    }
    createRoot(root).render(app());
  }
  return done;
}
