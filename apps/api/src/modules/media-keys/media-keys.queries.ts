import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { mediaKeys } from '../../db/schema/index.ts';

export interface SealedKey {
  kid: string;
  mediaKey: string;
  seq: number;
  sealed: string;
}

/** A video's keys replace any it had (a transcode run again makes new segments with new keys). */
export async function replaceKeys(db: Conn, mediaKey: string, keys: SealedKey[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mediaKeys).where(eq(mediaKeys.mediaKey, mediaKey));
    if (keys.length) await tx.insert(mediaKeys).values(keys);
  });
}

/** The committed samples' keys, sealed again at each start (they are sample material; see sample-keys.ts). */
export async function upsertKeys(db: Conn, keys: SealedKey[]): Promise<void> {
  if (!keys.length) return;
  await db
    .insert(mediaKeys)
    .values(keys)
    .onConflictDoUpdate({ target: mediaKeys.kid, set: { mediaKey: sql`excluded.media_key`, seq: sql`excluded.seq`, sealed: sql`excluded.sealed` } });
}

export async function findKey(db: Conn, kid: string): Promise<{ mediaKey: string; sealed: string } | undefined> {
  const [row] = await db.select({ mediaKey: mediaKeys.mediaKey, sealed: mediaKeys.sealed }).from(mediaKeys).where(eq(mediaKeys.kid, kid));
  return row;
}

/** A video's sealed keys in their order (an offline licence releases them all). */
export async function findKeysOf(db: Conn, mediaKey: string): Promise<{ kid: string; sealed: string }[]> {
  return db.select({ kid: mediaKeys.kid, sealed: mediaKeys.sealed }).from(mediaKeys).where(eq(mediaKeys.mediaKey, mediaKey)).orderBy(mediaKeys.seq);
}
