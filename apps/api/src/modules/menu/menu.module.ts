import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { menuRoutes } from './menu.routes.ts';
import { MenuService } from './menu.service.ts';

/** The category menu, cached while change notifications reach this process (decision 003). */
export function createMenu(d: { db: Db; canCache: () => boolean }): AreaParts & { menu: MenuService } {
  const menu = new MenuService(d.db, d.canCache);
  return { menu, routes: { api: [mount(menuRoutes, { menu })] }, jobs: [] };
}
