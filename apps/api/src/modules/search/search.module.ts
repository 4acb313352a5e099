import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { searchRoutes } from './search.routes.ts';
import { SearchService } from './search.service.ts';

/** Course search (초성 included). */
export function createSearch(d: { db: Db; canCache: () => boolean }): AreaParts & { search: SearchService } {
  const search = new SearchService(d.db, d.canCache);
  return { search, routes: { api: [mount(searchRoutes, { search })] }, jobs: [] };
}
