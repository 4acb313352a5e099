import type { Db } from '../../db/client.ts';
import { liftEndedSuspensions } from '../../db/suspensions.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { Commerce } from '../commerce/commerce.ts';
import { adminMembersRoutes } from './admin-members.routes.ts';
import { AdminMembersService } from './admin-members.service.ts';

/** The console's members: search, status, sessions, passes, roles (decision 060). */
export function createAdminMembers(d: { db: Db; commerce: Pick<Commerce, 'products' | 'payments'> }): AreaParts {
  const members = new AdminMembersService(d.db, d.commerce);
  return {
    routes: { console: [mount(adminMembersRoutes, { members })] },
    // Suspensions with an end date end by themselves (docs/decisions/087).
    jobs: [{ name: 'suspension-end', pattern: '10 * * * * *', run: () => d.db.transaction((tx) => liftEndedSuspensions(tx)) }],
  };
}
