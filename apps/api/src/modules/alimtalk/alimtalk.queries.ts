import { eq, lt, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { alimtalkSends, members } from '../../db/schema/index.ts';

/** The mobile number of an active account; null for another status or no number on file. */
export async function mobileOf(db: Conn, memberId: number): Promise<string | null> {
  const [row] = await db.select({ hpno: members.hpno, status: members.status }).from(members).where(eq(members.id, memberId));
  return row?.status === 'active' ? row.hpno : null;
}

export async function recordSend(db: Conn, row: { memberId: number; templateCode: string; result: string; detail: string | null }) {
  await db.insert(alimtalkSends).values({ ...row, detail: row.detail?.slice(0, 500) ?? null });
}

export async function purgeSendsBefore(db: Conn, days: number) {
  await db.delete(alimtalkSends).where(lt(alimtalkSends.createdAt, sql`now() - make_interval(days => ${days})`));
}
