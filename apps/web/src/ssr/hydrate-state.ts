import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { SSR_STATE_ID } from '../app/server-rendered';

/**
 * Puts the queries the server rendered with into the client's cache, so the first render matches the HTML and
 * nothing is fetched twice. Returns false when the page came without them (rendered in the browser only).
 * They count as fetched now, not when the page was rendered: the server keeps a page only while the API still
 * answers its queries the same (it checks every ten seconds and after every change, decision 085), so a page
 * rendered an hour ago carries today's data, and asking again on arrival would only repeat it.
 */
export function hydrateServerState(client: QueryClient, now = Date.now()): boolean {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) query.state.dataUpdatedAt = now;
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
