import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A page loaded on its first visit (React Router `lazy`): each page is its own chunk, so the
 * first load carries only the shell and the page it opens. `render` builds the element from the
 * loaded module, which keeps per-route props (`<CourseListPage free />`) in the route table.
 */
export function page<M>(load: () => Promise<M>, render: (module: M) => ReactNode): LazyRouteFunction<RouteObject> {
  return async () => ({ element: render(await load()) });
}
