import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { adminContentRoutes } from './admin-content.routes.ts';
import { AdminContentService, type SeatFiller } from './admin-content.service.ts';

/** The console's events, seminars, FAQ and home banners (docs/decisions/067). */
export function createAdminContent(d: { db: Db; seats: SeatFiller }): AreaParts {
  const content = new AdminContentService(d.db, d.seats);
  return { routes: { console: [mount(adminContentRoutes, { content })] }, jobs: [] };
}
