import { codes, type MenuCategory } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { listCategories, type CategoryRow } from './menu.queries.ts';

/**
 * The menu is read on every page load and changes rarely, so the whole response
 * body is built once and kept as a string. `invalidate` is called when the
 * database announces a category change (see ChangeListener).
 */
export class MenuService {
  private body: Promise<string> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    /** Caching is only safe while change notifications can reach this process. */
    private readonly canCache: () => boolean,
  ) {}

  responseBody(): Promise<string> {
    if (this.body) return this.body;
    const generation = this.generation;
    const body = listCategories(this.db).then((rows) =>
      JSON.stringify({ code: codes.OK.code, message: codes.OK.message, data: buildTree(rows) }),
    );
    if (this.canCache()) {
      this.body = body;
      // A change announced while loading makes this result stale; a failure must not stick.
      body.then(
        () => generation !== this.generation && this.body === body && (this.body = null),
        () => this.body === body && (this.body = null),
      );
    }
    return body;
  }

  invalidate(): void {
    this.generation++;
    this.body = null;
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
