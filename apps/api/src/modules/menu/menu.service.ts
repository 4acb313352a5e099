import type { MenuCategory } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { KeyedCache } from '../../http/cache.ts';
import type { JsonBody } from '../../http/json-body.ts';
import { okBody } from '../../http/reply.ts';
import { listCategories, type CategoryRow } from './menu.queries.ts';

/**
 * The menu is read on every page load and changes rarely, so the whole response
 * body is built once and kept. `invalidate` is called when the database
 * announces a category change (see ChangeListener in composition.ts).
 */
export class MenuService {
  private readonly cache: KeyedCache<JsonBody>;

  constructor(
    private readonly db: Db,
    /** Caching is only safe while change notifications can reach this process. */
    canCache: () => boolean,
  ) {
    this.cache = new KeyedCache({ canCache, maxEntries: 1 });
  }

  responseBody(): JsonBody | Promise<JsonBody> {
    return this.cache.now('menu', async () => okBody(buildTree(await listCategories(this.db))));
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}

export function buildTree(rows: CategoryRow[]): MenuCategory[] {
  const nodes = new Map<number, MenuCategory>();
  for (const r of rows) {
    nodes.set(r.caSn, { ca_sn: r.caSn, p_ca_sn: r.pCaSn, title: r.title, is_hidden: r.isHidden === 'Y' ? 'Y' : 'N', children: [] });
  }
  const roots: MenuCategory[] = [];
  for (const r of rows) {
    const node = nodes.get(r.caSn)!;
    const parent = r.pCaSn === null ? undefined : nodes.get(r.pCaSn);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
