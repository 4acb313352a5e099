import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { PageHeads } from './page-heads.ts';
import { seoRoutes } from './seo.routes.ts';
import { SeoService } from './seo.service.ts';

/** robots.txt and sitemap.xml (docs/decisions/025), and the page heads the server renders (decision 073). */
export function createSeo(d: { db: Db; publicUrl: string }): AreaParts & { pageHeads: PageHeads } {
  const seo = new SeoService(d.db, d.publicUrl);
  return { pageHeads: new PageHeads(d.db, d.publicUrl), routes: { root: [mount(seoRoutes, { seo })] }, jobs: [] };
}
