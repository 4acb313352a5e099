import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { AdminCatalogueService } from '../admin-catalogue/admin-catalogue.service.ts';
import { studioRoutes } from './studio.routes.ts';
import { StudioService } from './studio.service.ts';

/** The teacher's studio and the review of teachers' course proposals (decision 115). */
export function createStudio(d: { db: Db; catalogue: AdminCatalogueService }): AreaParts {
  const studio = new StudioService(d.db, d.catalogue);
  return { routes: { console: [mount(studioRoutes, { studio })] }, jobs: [] };
}
