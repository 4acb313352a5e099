import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyTypeProvider } from 'fastify';
import type { Job } from '../jobs/scheduler.ts';

/** Registers one route plugin, with the options its area built for it, on the scope app.ts chooses. */
export type Mount = (scope: FastifyInstance) => Promise<void>;

export function mount<O extends FastifyPluginOptions, P extends FastifyTypeProvider>(
  plugin: FastifyPluginAsync<O, FastifyInstance['server'], P>,
  options: O,
): Mount {
  return async (scope) => {
    await scope.register(plugin, options);
  };
}

/**
 * Where an area's routes go: `api` under /api with the general limit, `console` under /api behind the
 * console's write hook (a write drops the prepared public pages), `root` outside /api (robots.txt).
 */
export interface AreaRoutes {
  api?: Mount[];
  console?: Mount[];
  root?: Mount[];
}

/** What every area factory (`modules/<area>/<area>.module.ts`) returns besides its services. */
export interface AreaParts {
  routes: AreaRoutes;
  /** Scheduled work, run once across processes by jobs/scheduler.ts. */
  jobs: Job[];
}
