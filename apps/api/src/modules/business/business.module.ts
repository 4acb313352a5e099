import type { Config } from '../../config.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { businessRoutes } from './business.routes.ts';
import { BusinessService } from './business.service.ts';

/** The footer's business details from configuration (docs/decisions/065). */
export function createBusiness(d: { config: Config }): AreaParts & { business: BusinessService } {
  const business = new BusinessService(d.config);
  return { business, routes: { api: [mount(businessRoutes, { business })] }, jobs: [] };
}
