import { STUDIO_PATH_PREFIX } from '@school/contracts/endpoints';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface StudioRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every studio route registered so far (the other-teacher walk in studio tests visits them all). */
    studioRoutes: StudioRoute[];
  }
}

/**
 * Every route under `/api/studio` takes the studio session only (decision 122): the guard is added here, on
 * registration, so no studio route can be added unguarded. It runs on arrival, before parsing and validation.
 */
export function registerStudioGuard(app: FastifyInstance) {
  const registered: StudioRoute[] = [];
  app.decorate('studioRoutes', registered);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(STUDIO_PATH_PREFIX)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url });
    const own = route.onRequest;
    route.onRequest = own ? [app.requireStudio, ...(Array.isArray(own) ? own : [own])] : [app.requireStudio];
  });
}
