import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { stockFavorites } from '../../db/schema/index.ts';

type Region = 'kr' | 'us';

/** A member's favorites, newest first (optionally one region). */
export function listFavorites(db: Conn, memberId: number, region?: Region) {
  return db
    .select({ region: stockFavorites.region, code: stockFavorites.code, createdAt: stockFavorites.createdAt })
    .from(stockFavorites)
    .where(region ? and(eq(stockFavorites.memberId, memberId), eq(stockFavorites.region, region)) : eq(stockFavorites.memberId, memberId))
    .orderBy(desc(stockFavorites.createdAt), stockFavorites.code);
}

export async function findFavorite(db: Conn, memberId: number, region: Region, code: string) {
  const [row] = await db
    .select({ createdAt: stockFavorites.createdAt })
    .from(stockFavorites)
    .where(and(eq(stockFavorites.memberId, memberId), eq(stockFavorites.region, region), eq(stockFavorites.code, code)));
  return row;
}

export async function countFavorites(db: Conn, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockFavorites).where(eq(stockFavorites.memberId, memberId));
  return row?.n ?? 0;
}

/** Serialises one member's concurrent adds so two requests cannot both pass the cap check. */
export async function lockMemberFavorites(db: Conn, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stock_favorites'), (${memberId}::bigint % 2147483647)::int)`);
}

export async function insertFavorite(db: Conn, memberId: number, region: Region, code: string) {
  const [row] = await db
    .insert(stockFavorites)
    .values({ memberId, region, code })
    .onConflictDoNothing()
    .returning({ createdAt: stockFavorites.createdAt });
  return row;
}

export async function deleteFavorite(db: Conn, memberId: number, region: Region, code: string): Promise<boolean> {
  const rows = await db
    .delete(stockFavorites)
    .where(and(eq(stockFavorites.memberId, memberId), eq(stockFavorites.region, region), eq(stockFavorites.code, code)))
    .returning({ code: stockFavorites.code });
  return rows.length > 0;
}
