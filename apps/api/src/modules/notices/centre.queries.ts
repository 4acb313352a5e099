import { NOTIFICATION_KEEP_DAYS, type NoticeChannel, type NoticeKind } from '@school/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { adNightConsents, courses, members, notificationChoices, notificationSends, notificationSendTargets, notifications, orders, products, sessions, subscriptions } from '../../db/schema/index.ts';

const kept = sql`${notifications.createdAt} > now() - make_interval(days => ${NOTIFICATION_KEEP_DAYS})`;

/** Where a member can be reached and what they agreed to: only an active account. */
export async function reachOf(db: Conn, memberId: number) {
  const [row] = await db
    .select({ email: members.email, hpno: members.hpno, status: members.status, isMarket: members.isMarket, night: adNightConsents.agreed, nightAt: adNightConsents.changedAt })
    .from(members)
    .leftJoin(adNightConsents, eq(adNightConsents.memberId, members.id))
    .where(eq(members.id, memberId));
  return row?.status === 'active' ? { email: row.email, hpno: row.hpno, isMarket: row.isMarket === 'Y', night: row.night === 'Y', nightAt: row.nightAt } : null;
}

export async function choicesOf(db: Conn, memberId: number) {
  return db.select({ kind: notificationChoices.kind, channel: notificationChoices.channel, enabled: notificationChoices.enabled }).from(notificationChoices).where(eq(notificationChoices.memberId, memberId));
}

export async function saveChoices(db: Conn, memberId: number, rows: { kind: NoticeKind; channel: NoticeChannel; enabled: 'Y' | 'N' }[]) {
  if (rows.length === 0) return;
  await db
    .insert(notificationChoices)
    .values(rows.map((r) => ({ memberId, ...r })))
    .onConflictDoUpdate({ target: [notificationChoices.memberId, notificationChoices.kind, notificationChoices.channel], set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` } });
}

/** Only a change moves the consent's time. */
export async function saveNight(db: Conn, memberId: number, agreed: 'Y' | 'N') {
  await db
    .insert(adNightConsents)
    .values({ memberId, agreed })
    .onConflictDoUpdate({ target: adNightConsents.memberId, set: { agreed, changedAt: sql`now()` }, setWhere: sql`${adNightConsents.agreed} <> ${agreed}` });
}

/** Lists a notice once per member and event; false when it was listed already. */
export async function insertNotification(db: Conn, n: { memberId: number; kind: NoticeKind; event: string; ref: string; title: string; body: string; link: string }): Promise<boolean> {
  const rows = await db.insert(notifications).values(n).onConflictDoNothing().returning({ id: notifications.id });
  return rows.length > 0;
}

export async function listNotifications(db: Conn, memberId: number, unreadOnly: boolean, limit: number, offset: number) {
  const where = and(eq(notifications.memberId, memberId), kept, unreadOnly ? sql`${notifications.readAt} is null` : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: notifications.id, kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Counted in the database on every call (notifications_unread_idx): every API process sees the same number. */
export async function unreadCount(db: Conn, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), sql`${notifications.readAt} is null`, kept));
  return row?.n ?? 0;
}

/** False when the member has no such notice (another member's is "not found" too). */
export async function markRead(db: Conn, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId), kept))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Conn, memberId: number): Promise<void> {
  await db.update(notifications).set({ readAt: sql`now()` }).where(and(eq(notifications.memberId, memberId), sql`${notifications.readAt} is null`));
}

/** The retention job: notices older than the keeping period go. */
export async function deleteOld(db: Conn): Promise<number> {
  const rows = await db.delete(notifications).where(sql`${notifications.createdAt} <= now() - make_interval(days => ${NOTIFICATION_KEEP_DAYS})`).returning({ id: notifications.id });
  return rows.length;
}

const PAID = sql`('paid', 'awaiting_receipt', 'settled')`;

/** The active members of a segment. */
export async function segmentMembers(db: Conn, segment: { type: 'course_buyers'; course_sn: number } | { type: 'subscribers' } | { type: 'inactive'; days: number }): Promise<number[]> {
  const active = eq(members.status, 'active');
  let rows: { id: number }[];
  if (segment.type === 'course_buyers') {
    rows = await db
      .selectDistinct({ id: members.id })
      .from(members)
      .innerJoin(orders, eq(orders.memberId, members.id))
      .innerJoin(products, eq(products.productId, orders.productId))
      .where(and(active, eq(products.courseSn, segment.course_sn), sql`${orders.status} in ${PAID}`));
  } else if (segment.type === 'subscribers') {
    rows = await db.selectDistinct({ id: members.id }).from(members).innerJoin(subscriptions, eq(subscriptions.memberId, members.id)).where(and(active, sql`${subscriptions.status} in ('active', 'retrying')`));
  } else {
    // Last seen: the newest use of any of the member's sessions (what dormancy counts from), or sign-up.
    const last = sql`coalesce((select max(s.last_used_at) from ${sessions} s where s.member_id = ${members.id}), ${members.createdAt})`;
    rows = await db.select({ id: members.id }).from(members).where(and(active, eq(members.role, 'member'), sql`${last} <= now() - make_interval(days => ${segment.days})`));
  }
  return rows.map((r) => r.id);
}

/** A queued send and its members (the job's outbox, decision 130), in the caller's transaction. */
export async function insertSend(db: Conn, v: { actorId: number; segment: object; kind: string; title: string; body: string; link: string; memberIds: number[] }): Promise<number> {
  const { memberIds, ...send } = v;
  const [row] = await db
    .insert(notificationSends)
    .values({ ...send, targeted: memberIds.length, delivered: 0, refusedConsent: 0, refusedNight: 0, status: 'queued', processed: 0 })
    .returning({ sn: notificationSends.sendSn });
  const sn = row!.sn;
  await db.execute(sql`insert into ${notificationSendTargets} (send_sn, member_id) select ${sn}, unnest(${`{${memberIds.join(',')}}`}::bigint[]) on conflict do nothing`);
  return sn;
}

/** The oldest send the job has not finished. */
export async function nextOpenSend(db: Conn) {
  const [row] = await db
    .select({ sendSn: notificationSends.sendSn, kind: notificationSends.kind, title: notificationSends.title, body: notificationSends.body, link: notificationSends.link })
    .from(notificationSends)
    .where(sql`${notificationSends.status} in ('queued', 'running')`)
    .orderBy(notificationSends.sendSn)
    .limit(1);
  return row ?? null;
}

/** The next members of a send not yet through the dispatcher, in member order. */
export async function pendingTargets(db: Conn, sendSn: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: notificationSendTargets.memberId })
    .from(notificationSendTargets)
    .where(and(eq(notificationSendTargets.sendSn, sendSn), isNull(notificationSendTargets.outcome)))
    .orderBy(notificationSendTargets.memberId)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function setOutcome(db: Conn, sendSn: number, memberId: number, outcome: string) {
  await db.update(notificationSendTargets).set({ outcome }).where(and(eq(notificationSendTargets.sendSn, sendSn), eq(notificationSendTargets.memberId, memberId)));
}

/** The send's counts from its members' outcomes (what the console shows while it runs); `done` closes it. */
export async function countSend(db: Conn, sendSn: number, done: boolean) {
  await db.execute(sql`
    update ${notificationSends} s set
      processed = c.processed, delivered = c.delivered, refused_consent = c.no_consent, refused_night = c.night,
      status = ${done ? 'done' : 'running'}, finished_at = ${done ? sql`now()` : sql`null`}
    from (select count(outcome)::int as processed,
                 (count(*) filter (where outcome = 'sent'))::int as delivered,
                 (count(*) filter (where outcome = 'no_consent'))::int as no_consent,
                 (count(*) filter (where outcome = 'night'))::int as night
            from ${notificationSendTargets} where send_sn = ${sendSn}) c
   where s.send_sn = ${sendSn}`);
}

export async function recentSends(db: Conn) {
  return db.select().from(notificationSends).orderBy(desc(notificationSends.sendSn)).limit(50);
}

export async function courseExists(db: Conn, courseSn: number): Promise<boolean> {
  const [row] = await db.select({ sn: courses.courseSn }).from(courses).where(eq(courses.courseSn, courseSn));
  return Boolean(row);
}
