import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { AdminCatalogueService, type CourseProducts, type MediaCatalogue } from './admin-catalogue.service.ts';

/** The console's categories, teachers and courses (docs/decisions/062); a course's product follows it. */
export function createAdminCatalogue(d: { db: Db; media: MediaCatalogue; products: CourseProducts }): AreaParts & { catalogue: AdminCatalogueService } {
  const catalogue = new AdminCatalogueService(d.db, d.media, d.products);
  return { catalogue, routes: { console: [mount(adminCatalogueRoutes, { catalogue })] }, jobs: [] };
}
