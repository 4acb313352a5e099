import { and, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, lectureProgress, members, orders } from '../../db/schema/index.ts';

/** The active member with this e-mail whose sign-up recorded this guardian phone. */
export async function childOf(db: Conn, where: { email: string; guardianHpno: string } | { id: number; guardianHpno: string }) {
  const [row] = await db
    .select()
    .from(members)
    .where(and('email' in where ? eq(members.email, where.email) : eq(members.id, where.id), eq(members.guardianHpno, where.guardianHpno), eq(members.status, 'active')));
  return row;
}

export async function recentOrders(db: Conn, memberId: number) {
  return db
    .select({ orderId: orders.orderId, orderName: orders.orderName, amount: orders.amount, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
}

/** Per course: lectures started and finished, and the last time any was watched. */
export async function learning(db: Conn, memberId: number) {
  return db
    .select({
      courseSn: lectureProgress.courseSn,
      title: courses.title,
      watched: sql<number>`count(*)::int`,
      completed: sql<number>`count(${lectureProgress.completedAt})::int`,
      lastWatchedAt: sql<Date>`max(${lectureProgress.watchedAt})`,
    })
    .from(lectureProgress)
    .innerJoin(courses, eq(courses.courseSn, lectureProgress.courseSn))
    .where(eq(lectureProgress.memberId, memberId))
    .groupBy(lectureProgress.courseSn, courses.title)
    .orderBy(desc(sql`max(${lectureProgress.watchedAt})`))
    .limit(50);
}

export async function setNames(db: Conn, memberId: number, v: { userName?: string; nickname?: string }): Promise<void> {
  await db.update(members).set({ ...v, updatedAt: new Date() }).where(eq(members.id, memberId));
}
