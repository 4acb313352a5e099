import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchTerms } from '../../db/schema/index.ts';

/** One more search of `term` on the Korean day `day` (YYYY-MM-DD). */
export async function countSearch(db: Db, day: string, term: string): Promise<void> {
  await db
    .insert(searchTerms)
    .values({ day, term, count: 1 })
    .onConflictDoUpdate({ target: [searchTerms.day, searchTerms.term], set: { count: sql`${searchTerms.count} + 1` } });
}

/** The most counted terms since the Korean day `since` (inclusive). */
export async function popularTerms(db: Db, since: string, limit: number): Promise<string[]> {
  const total = sql<number>`sum(${searchTerms.count})`;
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.day} >= ${since}`)
    .groupBy(searchTerms.term)
    .orderBy(desc(total), searchTerms.term)
    .limit(limit);
  return rows.map((r) => r.term);
}
