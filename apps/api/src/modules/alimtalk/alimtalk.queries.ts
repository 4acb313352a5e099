import { eq, lt, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { alimtalkSends, members } from '../../db/schema/index.ts';

/** The mobile number and name of an active account; null for another status or no number on file. */
export async function mobileOf(db: Conn, memberId: number): Promise<{ hpno: string; name: string } | null> {
  const [row] = await db.select({ hpno: members.hpno, name: members.userName, nickname: members.nickname, status: members.status }).from(members).where(eq(members.id, memberId));
  return row?.status === 'active' && row.hpno ? { hpno: row.hpno, name: row.name ?? row.nickname ?? '회원' } : null;
}

export async function recordSend(db: Conn, row: { memberId: number; templateCode: string; result: string; detail: string | null }) {
  await db.insert(alimtalkSends).values({ ...row, detail: row.detail?.slice(0, 500) ?? null });
}

export async function purgeSendsBefore(db: Conn, days: number) {
  await db.delete(alimtalkSends).where(lt(alimtalkSends.createdAt, sql`now() - make_interval(days => ${days})`));
}
