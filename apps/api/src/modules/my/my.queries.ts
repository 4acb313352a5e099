import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import {
  certifications,
  identityRequests,
  memberBenefits,
  memberIdentities,
  members,
  oauthStates,
  oauthTickets,
  passwordResets,
  retainedRecords,
  sessions,
} from '../../db/schema/index.ts';

export async function profile(db: Conn, memberId: number) {
  const [row] = await db
    .select({
      email: members.email,
      userName: members.userName,
      nickname: members.nickname,
      hpno: members.hpno,
      birth: members.birth,
      gender: members.gender,
      isMarket: members.isMarket,
      marketChangedAt: members.marketChangedAt,
      referralCode: members.referralCode,
      role: members.role,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** Live sessions (signed-in devices), newest first. */
export function devices(db: Conn, memberId: number) {
  return db
    .select({ id: sessions.id, os: sessions.os, ip: sessions.ip, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt), sql`${sessions.refreshExpiresAt} > now()`))
    .orderBy(desc(sessions.createdAt));
}

/** 'email' for accounts with a password; else the social provider the member signs in with. */
export async function loginProvider(db: Conn, memberId: number): Promise<string> {
  const [m] = await db.select({ hasPassword: sql<boolean>`${members.passwordHash} is not null` }).from(members).where(eq(members.id, memberId));
  if (!m || m.hasPassword) return 'email';
  const [link] = await db
    .select({ providerCd: memberIdentities.providerCd })
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(memberIdentities.linkedAt)
    .limit(1);
  return link?.providerCd ?? 'email';
}

export async function passwordHashOf(db: Conn, memberId: number) {
  const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  return row?.passwordHash ?? null;
}

/** The member's own edits from my page: the columns of docs/ARCHITECTURE.md's table of `members` writers. */
export async function updateMember(db: Conn, memberId: number, set: Partial<Pick<typeof members.$inferInsert, 'hpno' | 'userName' | 'isMarket' | 'marketChangedAt'>>) {
  const [row] = await db
    .update(members)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(members.id, memberId), eq(members.status, 'active')))
    .returning({ isMarket: members.isMarket, marketChangedAt: members.marketChangedAt });
  return row;
}

export function benefits(db: Conn, memberId: number) {
  return db
    .select({
      kind: memberBenefits.kind,
      status: memberBenefits.status,
      grantedAt: memberBenefits.grantedAt,
      expiresAt: memberBenefits.expiresAt,
      lapsed: sql<boolean>`${memberBenefits.expiresAt} is not null and ${memberBenefits.expiresAt} <= now()`,
    })
    .from(memberBenefits)
    .where(eq(memberBenefits.memberId, memberId))
    .orderBy(memberBenefits.grantedAt);
}

export async function sessionRefreshHash(db: Conn, sessionId: string) {
  const [row] = await db.select({ refreshHash: sessions.refreshHash }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.refreshHash;
}

// ── withdrawal ───────────────────────────────────────────────────────────

/** Everything withdrawal must either keep (retained_records) or clear. Locks the row. */
export async function memberForWithdrawal(tx: Conn, memberId: number) {
  const [row] = await tx
    .select({
      id: members.id,
      status: members.status,
      role: members.role,
      email: members.email,
      userName: members.userName,
      hpno: members.hpno,
      guardianName: members.guardianName,
      guardianHpno: members.guardianHpno,
      guardianVerifiedAt: members.guardianVerifiedAt,
      termsAgreedAt: members.termsAgreedAt,
      privacyAgreedAt: members.privacyAgreedAt,
      isMarket: members.isMarket,
      marketChangedAt: members.marketChangedAt,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

export function visitLog(tx: Conn, memberId: number) {
  return tx
    .select({ ip: sessions.ip, os: sessions.os, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(sessions.createdAt);
}

export async function insertRetained(tx: Conn, rows: { memberId: number; kind: string; data: unknown; keepDays: number }[]) {
  if (rows.length === 0) return;
  await tx.insert(retainedRecords).values(
    rows.map((r) => ({ memberId: r.memberId, kind: r.kind, data: r.data, purgeAfter: sql`now() + make_interval(days => ${r.keepDays})` })),
  );
}

/** Clears every personal column; the row stays so later records (payments) keep a valid member id. */
export async function anonymiseMember(tx: Conn, memberId: number) {
  await tx
    .update(members)
    .set({
      email: `withdrawn-${memberId}@invalid`,
      passwordHash: null,
      userName: null,
      nickname: null,
      hpno: null,
      birth: null,
      gender: null,
      referralCode: null,
      guardianName: null,
      guardianHpno: null,
      guardianVerifiedAt: null,
      isMarket: 'N',
      marketChangedAt: sql`now()`,
      status: 'withdrawn',
      withdrawnAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, memberId));
}

export async function endAndClearSessions(tx: Conn, memberId: number) {
  await tx
    .update(sessions)
    .set({ endedAt: sql`coalesce(${sessions.endedAt}, now())`, endReason: sql`coalesce(${sessions.endReason}, 'withdrawn')`, ip: null, os: '' })
    .where(eq(sessions.memberId, memberId));
}

export async function deleteMemberLeftovers(tx: Conn, memberId: number, hpnos: string[]) {
  await tx.delete(passwordResets).where(eq(passwordResets.memberId, memberId));
  for (const hpno of hpnos) await tx.delete(certifications).where(eq(certifications.hpno, hpno));
  await tx
    .update(memberBenefits)
    .set({ status: 'expired' })
    .where(and(eq(memberBenefits.memberId, memberId), eq(memberBenefits.status, 'granted')));
}

/** Deletes what has outlived its keeping period; safe to run from several processes. */
export async function purgeExpired(db: Conn) {
  const retained = await db.delete(retainedRecords).where(lt(retainedRecords.purgeAfter, sql`now()`)).returning({ id: retainedRecords.id });
  await db.delete(certifications).where(lt(certifications.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(identityRequests).where(lt(identityRequests.expiresAt, sql`now() - interval '1 day'`));
  // Visit logs (IP, device) are kept 3 months (the specification).
  await db.delete(sessions).where(lt(sessions.endedAt, sql`now() - interval '3 months'`));
  return retained.length;
}
