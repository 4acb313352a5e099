import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { isServerRendered } from './app/server-rendered';
import { createQueryClient } from './lib/query-client';
import { setServerTransport, type ApiGet } from './ssr/api-transport';

export { isServerRendered } from './app/server-rendered';

/**
 * Whether an address is one of the app's pages: the server answers the others with 404 (the not-found page
 * still renders), so search engines do not index them. Decided by the same route table the browser matches.
 */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!matches && matches[matches.length - 1]?.route.path !== '*';
}

export interface Rendered {
  /** The page's markup, to go inside #root. */
  html: string;
  /** The queries the page read, for the browser to hydrate from (JSON, not yet escaped for a script). */
  state: string;
}

// A query the page asked for in the last render and nobody fetched yet (a component's `enabled: false` stays off).
const waiting = (q: Query) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && (q.options as { enabled?: unknown }).enabled !== false;

// Pages load some data after other data (a course's lectures after the course): a few passes cover them.
const MAX_PASSES = 3;

/**
 * Builds the renderer of the public pages (decision 074). `get` answers the app's own API requests.
 * The page is rendered once to learn which queries it reads, those are fetched through the same query
 * functions the browser uses, and it is rendered again with the data; the query cache goes with the HTML.
 */
export function createRenderer(get: ApiGet) {
  setServerTransport(get);
  return async function render(url: string): Promise<Rendered | null> {
    const { pathname } = new URL(url, 'http://localhost');
    if (!isServerRendered(pathname)) return null;
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    // A redirect or a route error: the browser renders that page itself.
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = serverQueryClient();
    const page = () =>
      renderToString(
        <StrictMode>
          <Providers client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      );
    let html = page();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const queries = queryClient.getQueryCache().getAll().filter(waiting);
      if (queries.length === 0) break;
      await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
      html = page();
    }
    // A failed query would show its error here and a spinner in the browser (errors are not handed over):
    // the browser renders such a page itself.
    const failed = queryClient.getQueryCache().getAll().find((q) => q.state.status === 'error');
    if (failed) throw new Error(`query ${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`);
    const state = JSON.stringify(dehydrate(queryClient));
    queryClient.clear();
    return { html, state };
  };
}

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  // A failed query is left out of the state and asked again by the browser; retrying here only delays the page.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}
