import type { DomainEvents } from '../../lib/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { adminSiteRoutes } from './admin-site.routes.ts';
import { AdminSiteService } from './admin-site.service.ts';

/** The console's notices, 1:1 inquiries and event/seminar participation lists (docs/decisions/064). */
export function createAdminSite(d: { db: Db; events: DomainEvents }): AreaParts & { site: AdminSiteService } {
  const site = new AdminSiteService(d.db, d.events);
  return { site, routes: { console: [mount(adminSiteRoutes, { site })] }, jobs: [] };
}
