import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { adminAuditRoutes } from './admin-audit.routes.ts';
import { AdminAuditService } from './admin-audit.service.ts';

/** The console's audit trail (decision 081). */
export function createAdminAudit(d: { db: Db }): AreaParts {
  return { routes: { console: [mount(adminAuditRoutes, { audit: new AdminAuditService(d.db) })] }, jobs: [] };
}
