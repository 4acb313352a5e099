import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Actor } from '../db/audit.ts';
import { memberOf, type Role } from './auth.ts';

export const ADMIN_PREFIX = '/api/admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The role an `/api/admin/...` route needs (required there; `registerAdminGuard` enforces it). */
    role?: Exclude<Role, 'member'>;
  }
}

/**
 * Every route under `/api/admin` must declare the role it needs in its config
 * (`config: { role: 'staff' }`); registration fails otherwise, so no console route can be
 * added unguarded. The guard runs first, before the route's own preHandlers.
 */
export function registerAdminGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const role = (route.config as { role?: unknown } | undefined)?.role;
    if (role !== 'staff' && role !== 'admin') {
      throw new Error(`${String(route.method)} ${route.url}: an admin route must declare config.role ('staff' or 'admin')`);
    }
    const guard = app.requireRole(role);
    const own = route.preHandler;
    route.preHandler = own ? [guard, ...(Array.isArray(own) ? own : [own])] : [guard];
  });
}

/** The operator of a console request, for the audit log (db/audit.ts). */
export function actorOf(request: FastifyRequest): Actor {
  return { memberId: memberOf(request).memberId, ip: request.ip };
}
