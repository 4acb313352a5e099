import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMemberSearchQuery } from '@school/contracts/admin';
import type { Conn } from '../../db/client.ts';
import { adminChanges, courses, entitlements, lectureProgress, members, orders, sessions, teacherAccounts, teachers } from '../../db/schema/index.ts';

/** The columns of a member row in the console: never the password hash, CI/DI or tokens. */
const rowColumns = {
  id: members.id,
  email: members.email,
  userName: members.userName,
  nickname: members.nickname,
  hpno: members.hpno,
  status: members.status,
  role: members.role,
  createdAt: members.createdAt,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchMembers(db: Conn, q: AdminMemberSearchQuery) {
  const where: SQL[] = [];
  const term = q.q?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    const digits = term.replace(/\D/g, '');
    const parts = [ilike(members.email, like), ilike(members.userName, like), ilike(members.nickname, like)];
    if (digits.length >= 3) parts.push(sql`${members.hpno} like ${`%${digits}%`}`);
    where.push(or(...parts)!);
  }
  if (q.status) where.push(eq(members.status, q.status));
  const rows = await db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()::int` })
    .from(members)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(members.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total: rows[0]?.total ?? 0, rows };
}

export async function memberProfile(db: Conn, memberId: number) {
  const [row] = await db
    .select({ ...rowColumns, birth: members.birth, isMarket: members.isMarket, guardianName: members.guardianName, withdrawnAt: members.withdrawnAt })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** Locks the member's row for a status or role change and returns what it was. */
export async function lockMemberForChange(tx: Conn, memberId: number) {
  const [row] = await tx.select({ id: members.id, status: members.status, role: members.role, email: members.email }).from(members).where(eq(members.id, memberId)).for('update');
  return row;
}

export async function setMemberStatus(tx: Conn, memberId: number, status: 'active' | 'suspended') {
  await tx.update(members).set({ status, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

export async function setMemberRole(tx: Conn, memberId: number, role: 'member' | 'teacher' | 'staff' | 'admin') {
  await tx.update(members).set({ role, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

/** Ends every live session of the member; returns how many were live. */
export async function endLiveSessions(tx: Conn, memberId: number, reason: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

export function memberOrders(db: Conn, memberId: number) {
  return db
    .select({
      orderId: orders.orderId,
      orderName: orders.orderName,
      status: orders.status,
      amount: orders.amount,
      refundAmount: orders.refundAmount,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.orderSn))
    .limit(50);
}

export function memberAccess(db: Conn, memberId: number) {
  return db
    .select({
      kind: entitlements.kind,
      courseTitle: courses.title,
      orderId: orders.orderId,
      orderName: orders.orderName,
      validFrom: entitlements.validFrom,
      validUntil: entitlements.validUntil,
    })
    .from(entitlements)
    .leftJoin(courses, eq(courses.courseSn, entitlements.courseSn))
    .leftJoin(orders, eq(orders.orderSn, entitlements.orderSn))
    .where(eq(entitlements.memberId, memberId))
    .orderBy(desc(entitlements.entitlementSn))
    .limit(50);
}

export function memberSessions(db: Conn, memberId: number) {
  return db
    .select({ os: sessions.os, ip: sessions.ip, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, endedAt: sessions.endedAt, endReason: sessions.endReason })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.createdAt))
    .limit(20);
}

export function memberLearning(db: Conn, memberId: number) {
  return db
    .select({
      courseSn: lectureProgress.courseSn,
      title: courses.title,
      started: sql<number>`count(*)::int`,
      completed: sql<number>`count(${lectureProgress.completedAt})::int`,
      watched: sql<number>`coalesce(sum(${lectureProgress.creditedSecond}), 0)::int`,
      lastWatchedAt: sql<Date>`max(${lectureProgress.watchedAt})`,
    })
    .from(lectureProgress)
    .innerJoin(courses, eq(courses.courseSn, lectureProgress.courseSn))
    .where(eq(lectureProgress.memberId, memberId))
    .groupBy(lectureProgress.courseSn, courses.title)
    .orderBy(sql`max(${lectureProgress.watchedAt}) desc`)
    .limit(50);
}

/** The console's changes to this member, newest first. */
export function memberChanges(db: Conn, memberId: number) {
  return db
    .select({ action: adminChanges.action, reason: adminChanges.reason, actorEmail: sql<string>`coalesce(${members.email}, '명령줄 (npm run admin)')`, createdAt: adminChanges.createdAt })
    .from(adminChanges)
    .leftJoin(members, eq(members.id, adminChanges.actorId))
    .where(and(eq(adminChanges.targetType, 'member'), eq(adminChanges.targetId, String(memberId))))
    .orderBy(desc(adminChanges.id))
    .limit(50);
}

export async function lockMemberByEmail(tx: Conn, email: string) {
  const [row] = await tx.select({ id: members.id, role: members.role, status: members.status }).from(members).where(eq(members.email, email.trim().toLowerCase())).for('update');
  return row;
}

/** The teacher profile a member's `teacher` role is tied to, if any (decision 095). */
export async function teacherLink(tx: Conn, memberId: number): Promise<number | undefined> {
  const [row] = await tx.select({ teacherSn: teacherAccounts.teacherSn }).from(teacherAccounts).where(eq(teacherAccounts.memberId, memberId));
  return row?.teacherSn;
}

/**
 * Ties the member to a teacher profile (or unties them: null). 'taken' when another member holds the profile,
 * 'missing' when there is no such profile; the unique index settles two admins tying one profile at once.
 */
export async function setTeacherLink(tx: Conn, memberId: number, teacherSn: number | null): Promise<'ok' | 'taken' | 'missing'> {
  await tx.delete(teacherAccounts).where(eq(teacherAccounts.memberId, memberId));
  if (teacherSn === null) return 'ok';
  const [profile] = await tx.select({ sn: teachers.teacherSn }).from(teachers).where(eq(teachers.teacherSn, teacherSn)).for('share');
  if (!profile) return 'missing';
  const inserted = await tx.insert(teacherAccounts).values({ memberId, teacherSn }).onConflictDoNothing().returning({ m: teacherAccounts.memberId });
  return inserted.length > 0 ? 'ok' : 'taken';
}
