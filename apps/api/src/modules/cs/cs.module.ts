import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limiter.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { csRoutes } from './cs.routes.ts';
import { CsService } from './cs.service.ts';

/** The customer centre: notices, FAQ, 1:1 inquiries (decision 032). */
export function createCs(d: { db: Db; limiter: Limiter }): AreaParts & { cs: CsService } {
  const cs = new CsService(d.db, d.limiter);
  return { cs, routes: { api: [mount(csRoutes, { cs })] }, jobs: [] };
}
