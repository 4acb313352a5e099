import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { SuspensionNotice } from '@school/contracts';
import type { Conn } from './client.ts';
import { members, memberSuspensions } from './schema/index.ts';

/*
 * A suspension as its member reads it (docs/decisions/087). Read by the auth guard and sign-in, which
 * only ask after the caller proved to be that member (a valid token, the right password), so the
 * reason never reaches anyone else. Written by the console (modules/admin-members).
 */

/** The 0905 data for a suspended member; null for any other refusal (withdrawn, or no notice recorded). */
export async function suspensionNotice(db: Conn, memberId: number): Promise<SuspensionNotice | null> {
  const [row] = await db
    .select({ notice: memberSuspensions.notice, until: memberSuspensions.until })
    .from(memberSuspensions)
    .innerJoin(members, eq(members.id, memberSuspensions.memberId))
    .where(and(eq(memberSuspensions.memberId, memberId), eq(members.status, 'suspended')));
  return row ? { status: 'suspended', reason: row.notice, until: row.until?.toISOString() ?? null } : null;
}

export async function saveSuspension(tx: Conn, memberId: number, notice: string, until: Date | null): Promise<void> {
  await tx
    .insert(memberSuspensions)
    .values({ memberId, notice, until })
    .onConflictDoUpdate({ target: memberSuspensions.memberId, set: { notice, until, createdAt: sql`now()` } });
}

export async function dropSuspension(tx: Conn, memberId: number): Promise<void> {
  await tx.delete(memberSuspensions).where(eq(memberSuspensions.memberId, memberId));
}

/** Suspensions whose end has passed: the members become active again (run by a job every minute). Returns their ids. */
export async function liftEndedSuspensions(tx: Conn, now = new Date()): Promise<number[]> {
  const ended = await tx
    .delete(memberSuspensions)
    .where(and(isNotNull(memberSuspensions.until), lte(memberSuspensions.until, now)))
    .returning({ memberId: memberSuspensions.memberId });
  const ids = ended.map((r) => r.memberId);
  if (ids.length > 0) await tx.update(members).set({ status: 'active' }).where(and(inArray(members.id, ids), eq(members.status, 'suspended')));
  return ids;
}
