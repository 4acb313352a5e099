import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import { AdminDashboardService } from './admin-dashboard.service.ts';

/** The console's dashboard figures (docs/decisions/061). */
export function createAdminDashboard(d: { db: Db }): AreaParts {
  const dashboard = new AdminDashboardService(d.db);
  return {
    routes: { console: [mount(adminDashboardRoutes, { dashboard })] },
    // The console's watch time per day: totals at the end of each Seoul day.
    jobs: [{ name: 'watch-snapshot', pattern: '20 0 0 * * *', run: () => dashboard.snapshotYesterday() }],
  };
}
