import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { adminAudit, appMeta, certifications, memberBenefits, members, passwordResets, sessions } from '../../db/schema/index.ts';

const secs = (n: number) => sql`now() + make_interval(secs => ${n})`;

/** The JWT key shared by every process on this database: created once, then read. */
export async function ensureJwtSecret(db: Conn): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: 'auth:jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'auth:jwt_secret'));
  if (!row) throw new Error('jwt secret missing after insert');
  return row.value;
}

export async function findMemberByEmail(db: Conn, email: string) {
  const [row] = await db
    .select({ id: members.id, passwordHash: members.passwordHash, status: members.status, role: members.role })
    .from(members)
    .where(eq(members.email, email));
  return row;
}

/** Serialises sign-ins and account changes of one member (the two-device cap depends on it). */
export async function lockMember(tx: Conn, memberId: number) {
  const [row] = await tx.select({ id: members.id, status: members.status }).from(members).where(eq(members.id, memberId)).for('update');
  return row;
}

export async function insertSession(
  tx: Conn,
  s: { id: string; memberId: number; refreshHash: string; ttlSeconds: number; os: string; ip: string; kind: SessionKind },
) {
  await tx.insert(sessions).values({
    id: s.id,
    kind: s.kind,
    memberId: s.memberId,
    refreshHash: s.refreshHash,
    refreshExpiresAt: secs(s.ttlSeconds),
    os: s.os,
    ip: s.ip,
    // The time the row is written (after the member lock), not the transaction's start: "oldest"
    // must follow the order sign-ins completed in.
    createdAt: sql`clock_timestamp()`,
    lastUsedAt: sql`clock_timestamp()`,
  });
}

/**
 * Ends all but the newest `keep` live sessions of a member of one kind; the session just opened always stays.
 * Console sessions are counted apart: opening the console does not push a device of the member out.
 */
export async function endSurplusSessions(tx: Conn, memberId: number, newSessionId: string, keep: number, kind: SessionKind) {
  await tx.execute(sql`
    update ${sessions} set ended_at = now(), end_reason = 'displaced'
    where member_id = ${memberId} and kind = ${kind} and ended_at is null and id <> ${newSessionId} and id not in (
      select id from ${sessions}
      where member_id = ${memberId} and kind = ${kind} and ended_at is null and refresh_expires_at > now() and id <> ${newSessionId}
      order by created_at desc, id limit ${keep - 1})`);
}

export type SessionKind = 'member' | 'console' | 'studio';

/** Serialises certification requests for one phone, so the resend throttle cannot be raced. */
export async function lockPhone(tx: Conn, hpno: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'cert:' + hpno}))`);
}

/** The auth guard's one lookup per call: the session by primary key and its member's state. */
export async function sessionState(db: Conn, sessionId: string) {
  const [row] = await db
    .select({ memberId: sessions.memberId, endedAt: sessions.endedAt, endReason: sessions.endReason, status: members.status, role: members.role, kind: sessions.kind })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/**
 * Rotation as one conditional UPDATE: of two refreshes racing with the same token,
 * the second finds the hash already changed and updates nothing.
 */
export async function rotateRefresh(
  db: Conn,
  r: { sessionId: string; memberId: number; oldHash: string; newHash: string; ttlSeconds: number; os: string; ip: string },
) {
  const [row] = await db
    .update(sessions)
    .set({
      refreshHash: r.newHash,
      prevRefreshHash: r.oldHash,
      rotatedAt: sql`now()`,
      // A console or studio session keeps the end it was given at alogin/slogin: refreshing does not stretch it.
      refreshExpiresAt: sql`case when ${sessions.kind} <> 'member' then ${sessions.refreshExpiresAt} else now() + make_interval(secs => ${r.ttlSeconds}) end`,
      lastUsedAt: sql`now()`,
      ip: r.ip,
      ...(r.os ? { os: r.os } : {}),
    })
    .where(
      and(
        eq(sessions.id, r.sessionId),
        eq(sessions.memberId, r.memberId),
        eq(sessions.refreshHash, r.oldHash),
        isNull(sessions.endedAt),
        sql`${sessions.refreshExpiresAt} > now()`,
      ),
    )
    .returning({ id: sessions.id });
  return row;
}

export async function sessionForRefresh(db: Conn, sessionId: string) {
  const [row] = await db
    .select({
      memberId: sessions.memberId,
      refreshHash: sessions.refreshHash,
      prevRefreshHash: sessions.prevRefreshHash,
      rotatedSecondsAgo: sql<number | null>`extract(epoch from now() - ${sessions.rotatedAt})::float8`,
      expired: sql<boolean>`${sessions.refreshExpiresAt} <= now()`,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function endSession(db: Conn, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

export async function endSessionByRefresh(db: Conn, refreshHash: string, reason: string) {
  const rows = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.refreshHash, refreshHash), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every live session of a member, optionally keeping the one making the request. */
export async function endMemberSessions(db: Conn, memberId: number, reason: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.endedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

export type UniqueField = 'email' | 'nickname' | 'hpno';

export async function isTaken(db: Conn, field: UniqueField, value: string): Promise<boolean> {
  const column = { email: members.email, nickname: members.nickname, hpno: members.hpno }[field];
  const rows = await db.select({ id: members.id }).from(members).where(eq(column, value)).limit(1);
  return rows.length > 0;
}

export async function findMemberIdByReferral(db: Conn, code: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.referralCode, code), eq(members.status, 'active')));
  return row?.id;
}

export async function insertMember(tx: Conn, values: typeof members.$inferInsert) {
  const [row] = await tx.insert(members).values(values).returning({ id: members.id });
  return row!.id;
}

export async function insertBenefit(tx: Conn, memberId: number, kind: string, validDays: number | null) {
  await tx
    .insert(memberBenefits)
    .values({ memberId, kind, expiresAt: validDays === null ? null : secs(validDays * 86_400) })
    .onConflictDoNothing();
}

// ── certification numbers ────────────────────────────────────────────────

export async function latestCertification(db: Conn, hpno: string, purpose: string) {
  const [row] = await db
    .select({
      id: certifications.id,
      codeHash: certifications.codeHash,
      attempts: certifications.attempts,
      email: certifications.email,
      consumed: sql<boolean>`${certifications.consumedAt} is not null`,
      expired: sql<boolean>`${certifications.expiresAt} <= now()`,
      sentSecondsAgo: sql<number>`extract(epoch from now() - ${certifications.sentAt})::float8`,
    })
    .from(certifications)
    .where(and(eq(certifications.hpno, hpno), eq(certifications.purpose, purpose)))
    .orderBy(desc(certifications.sentAt), desc(certifications.id))
    .limit(1);
  return row;
}

export async function insertCertification(
  db: Conn,
  c: { hpno: string; purpose: string; email: string | null; codeHash: string; validSeconds: number },
) {
  const [row] = await db
    .insert(certifications)
    .values({ hpno: c.hpno, purpose: c.purpose, email: c.email, codeHash: c.codeHash, expiresAt: secs(c.validSeconds) })
    .returning({ id: certifications.id });
  return row!.id;
}

export async function deleteCertification(db: Conn, id: number) {
  await db.delete(certifications).where(eq(certifications.id, id));
}

/** Counts one try, atomically, only while tries remain; returns the new count or undefined. */
export async function countCertificationTry(db: Conn, id: number, maxTries: number) {
  const [row] = await db
    .update(certifications)
    .set({ attempts: sql`${certifications.attempts} + 1` })
    .where(and(eq(certifications.id, id), sql`${certifications.attempts} < ${maxTries}`, isNull(certifications.consumedAt)))
    .returning({ attempts: certifications.attempts });
  return row?.attempts;
}

export async function consumeCertification(tx: Conn, id: number) {
  const rows = await tx
    .update(certifications)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(certifications.id, id), isNull(certifications.consumedAt), sql`${certifications.expiresAt} > now()`))
    .returning({ id: certifications.id });
  return rows.length === 1;
}

// ── password reset ───────────────────────────────────────────────────────

export async function insertPasswordReset(db: Conn, memberId: number, tokenHash: string, validSeconds: number) {
  await db.insert(passwordResets).values({ tokenHash, memberId, expiresAt: secs(validSeconds) });
}

/** Marks the token used if it is still valid; the member id, or undefined. Other open links die with it. */
/** Whether a reset token is unused and unexpired (checked before the new password is hashed). */
export async function isPasswordResetLive(db: Conn, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ memberId: passwordResets.memberId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), sql`${passwordResets.expiresAt} > now()`));
  return row !== undefined;
}

export async function consumePasswordReset(tx: Conn, tokenHash: string) {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), sql`${passwordResets.expiresAt} > now()`))
    .returning({ memberId: passwordResets.memberId });
  if (row) {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.memberId, row.memberId), isNull(passwordResets.usedAt)));
  }
  return row?.memberId;
}

export async function setPasswordHash(tx: Conn, memberId: number, passwordHash: string) {
  await tx
    .update(members)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

export async function insertAdminAudit(db: Conn, a: { memberId: number; action: string; allowed: boolean; ip: string; os: string }) {
  await db.insert(adminAudit).values(a);
}

/** The CI/DI and provider-token key when none is configured: created once, shared by every process. */
export async function ensureEncryptionKey(db: Conn): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: 'identity:encryption_key', value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'identity:encryption_key'));
  if (!row) throw new Error('encryption key missing after insert');
  return row.value;
}
