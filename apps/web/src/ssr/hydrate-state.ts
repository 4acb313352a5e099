import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { SSR_STATE_ID } from '../app/server-rendered';

/**
 * Puts the queries the server rendered with into the client's cache, so the first render matches the HTML and
 * nothing is fetched twice. Returns false when the page came without them (rendered in the browser only).
 * They keep the time they were fetched on the server (a rendered page is kept ten seconds, well inside staleTime).
 */
export function hydrateServerState(client: QueryClient): boolean {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  hydrate(client, state);
  element.remove();
  return true;
}

/** The lazy routes of the first page are loaded before hydration (React Router's advice for lazy routes and SSR). */
export async function loadInitialRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazy = matchRoutes(routes, location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
