import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export function listCategories(db: Db) {
  return db
    .select({ caSn: categories.caSn, pCaSn: categories.pCaSn, title: categories.title, isHidden: categories.isHidden })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.caSn));
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];
