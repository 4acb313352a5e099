import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { memberPlayerSettings } from '../../db/schema/index.ts';

export async function findPlayerSetting(db: Conn, memberId: number) {
  const [row] = await db.select({ playbackRate: memberPlayerSettings.playbackRate }).from(memberPlayerSettings).where(eq(memberPlayerSettings.memberId, memberId));
  return row;
}

/** One statement: a member's first change creates the row, later ones overwrite it (the last change wins). */
export async function savePlayerSetting(db: Conn, memberId: number, playbackRate: number) {
  await db
    .insert(memberPlayerSettings)
    .values({ memberId, playbackRate })
    .onConflictDoUpdate({ target: memberPlayerSettings.memberId, set: { playbackRate, updatedAt: sql`now()` } });
}
