import { CONSOLE_PATH_PREFIX } from '@school/contracts/endpoints';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Actor } from '../db/audit.ts';
import { memberOf, type Role } from './auth.ts';

export const ADMIN_PREFIX = CONSOLE_PATH_PREFIX;

export interface AdminRoute {
  method: string;
  url: string;
  role: Exclude<Role, 'member'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every console route registered so far, with its role (the role-matrix test walks them all). */
    adminRoutes: AdminRoute[];
  }
  interface FastifyContextConfig {
    /** The role an `/api/admin/...` route needs (required there; `registerAdminGuard` enforces it). */
    role?: Exclude<Role, 'member'>;
  }
}

/**
 * Every route under `/api/admin` must declare the role it needs in its config
 * (`config: { role: 'staff' }`); registration fails otherwise, so no console route can be
 * added unguarded. The guard runs first, on arrival (onRequest), before parsing and validation.
 */
export function registerAdminGuard(app: FastifyInstance) {
  const registered: AdminRoute[] = [];
  app.decorate('adminRoutes', registered);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const role = (route.config as { role?: unknown } | undefined)?.role;
    if (role !== 'teacher' && role !== 'staff' && role !== 'admin') {
      throw new Error(`${String(route.method)} ${route.url}: an admin route must declare config.role ('teacher', 'staff' or 'admin')`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url, role });
    // On arrival, before the body is parsed or validated: a refused caller learns nothing of the route's schema.
    const guard = app.requireRole(role);
    const own = route.onRequest;
    route.onRequest = own ? [guard, ...(Array.isArray(own) ? own : [own])] : [guard];
  });
}

/** The operator of a console request (for the audit log, db/audit.ts) and their role. */
export function actorOf(request: FastifyRequest): Actor & { role: Role } {
  const member = memberOf(request);
  return { memberId: member.memberId, role: member.role, ip: request.ip };
}
