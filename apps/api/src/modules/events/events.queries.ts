import type { EventTab } from '@school/contracts';
import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { eventBenefitGrants, eventParticipations, events, homeBanners, members, seminarRegistrations, seminars } from '../../db/schema/index.ts';

/** Today's calendar date in Korea, whatever the server's time zone. */
export const KOREA_TODAY = sql`(now() at time zone 'Asia/Seoul')::date`;

const eventStatus = sql<EventTab>`case when ${events.endsOn} < ${KOREA_TODAY} then 'ended' when ${events.startsOn} > ${KOREA_TODAY} then 'upcoming' else 'ongoing' end`;

const eventWhere: Record<EventTab, SQL> = {
  ongoing: sql`${events.startsOn} <= ${KOREA_TODAY} and ${events.endsOn} >= ${KOREA_TODAY}`,
  upcoming: sql`${events.startsOn} > ${KOREA_TODAY}`,
  ended: sql`${events.endsOn} < ${KOREA_TODAY}`,
};
const eventOrder = { ongoing: [asc(events.endsOn)], upcoming: [asc(events.startsOn)], ended: [desc(events.endsOn)] };

const eventColumns = {
  eventSn: events.eventSn,
  eventType: events.eventType,
  title: events.title,
  summary: events.summary,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  status: eventStatus,
  benefitLabel: events.benefitLabel,
  isDemo: events.isDemo,
  participantCount: sql<number>`(select count(*)::int from ${eventParticipations} p where p.event_sn = "events"."event_sn")`,
};

export async function eventPage(db: Conn, tab: EventTab, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db.select(eventColumns).from(events).where(eventWhere[tab]).orderBy(...eventOrder[tab], asc(events.eventSn)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(events).where(eventWhere[tab]),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function eventById(db: Conn, eventSn: number) {
  const [row] = await db.select({ ...eventColumns, body: events.body }).from(events).where(eq(events.eventSn, eventSn));
  return row;
}

export async function eventByType(db: Conn, eventType: string) {
  const [row] = await db
    .select({ eventSn: events.eventSn, status: eventStatus, benefitKind: events.benefitKind, benefitValue: events.benefitValue, benefitLabel: events.benefitLabel, benefitSetBy: events.benefitSetBy })
    .from(events)
    .where(eq(events.eventType, eventType));
  return row;
}

/** One row per member and event; null when the member already took part (parallel tries wait, then conflict). */
export async function insertParticipation(tx: Conn, eventSn: number, memberId: number) {
  const [row] = await tx
    .insert(eventParticipations)
    .values({ eventSn, memberId })
    .onConflictDoNothing()
    .returning({ id: eventParticipations.id, createdAt: eventParticipations.createdAt });
  return row ?? null;
}

export async function participationOf(db: Conn, eventSn: number, memberId: number) {
  const [row] = await db
    .select({ createdAt: eventParticipations.createdAt })
    .from(eventParticipations)
    .where(and(eq(eventParticipations.eventSn, eventSn), eq(eventParticipations.memberId, memberId)));
  return row;
}

export async function insertBenefitGrant(tx: Conn, g: { participationId: number; memberId: number; kind: string; value: string; state: string }) {
  await tx.insert(eventBenefitGrants).values(g);
}

// ── Seminars ──────────────────────────────────────────────────────────────────

const seminarStatus = sql<EventTab>`case when ${seminars.applyUntil} < ${KOREA_TODAY} or ${seminars.heldAt} < now() then 'ended' when ${seminars.applyFrom} > ${KOREA_TODAY} then 'upcoming' else 'ongoing' end`;
const seminarWhere: Record<EventTab, SQL> = {
  ongoing: sql`${seminars.applyFrom} <= ${KOREA_TODAY} and ${seminars.applyUntil} >= ${KOREA_TODAY} and ${seminars.heldAt} >= now()`,
  upcoming: sql`${seminars.applyFrom} > ${KOREA_TODAY} and ${seminars.heldAt} >= now()`,
  ended: sql`(${seminars.applyUntil} < ${KOREA_TODAY} or ${seminars.heldAt} < now())`,
};
const seminarOrder = { ongoing: [asc(seminars.heldAt)], upcoming: [asc(seminars.heldAt)], ended: [desc(seminars.heldAt)] };
// The outer table is named in full: drizzle leaves a lone table's columns unqualified, which the
// subquery would read as its own.
const countState = (state: string) =>
  sql<number>`(select count(*)::int from ${seminarRegistrations} r where r.seminar_sn = "seminars"."seminar_sn" and r.state = ${state})`;

const seminarColumns = {
  seminarSn: seminars.seminarSn,
  title: seminars.title,
  summary: seminars.summary,
  speaker: seminars.speaker,
  place: seminars.place,
  heldAt: seminars.heldAt,
  applyFrom: seminars.applyFrom,
  applyUntil: seminars.applyUntil,
  status: seminarStatus,
  capacity: seminars.capacity,
  seatsTaken: countState('applied'),
  waitingCount: countState('waiting'),
  isDemo: seminars.isDemo,
};

export async function seminarPage(db: Conn, tab: EventTab, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db.select(seminarColumns).from(seminars).where(seminarWhere[tab]).orderBy(...seminarOrder[tab], asc(seminars.seminarSn)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(seminars).where(seminarWhere[tab]),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function seminarById(db: Conn, seminarSn: number) {
  const [row] = await db.select({ ...seminarColumns, body: seminars.body }).from(seminars).where(eq(seminars.seminarSn, seminarSn));
  return row;
}

/** Locks the seminar row: every seat change of one seminar runs one after another. */
export async function lockSeminar(tx: Conn, seminarSn: number) {
  const [row] = await tx
    .select({ capacity: seminars.capacity, status: seminarStatus })
    .from(seminars)
    .where(eq(seminars.seminarSn, seminarSn))
    .for('update');
  return row;
}

export async function seatsTaken(tx: Conn, seminarSn: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.seminarSn, seminarSn), eq(seminarRegistrations.state, 'applied')));
  return row?.n ?? 0;
}

export async function activeRegistration(db: Conn, seminarSn: number, memberId: number) {
  const [row] = await db
    .select({ id: seminarRegistrations.id, state: seminarRegistrations.state })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.seminarSn, seminarSn), eq(seminarRegistrations.memberId, memberId), ne(seminarRegistrations.state, 'cancelled')));
  return row;
}

/** 1-based place in the waiting list. */
export async function waitingNo(db: Conn, seminarSn: number, registrationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.seminarSn, seminarSn), eq(seminarRegistrations.state, 'waiting'), sql`${seminarRegistrations.id} <= ${registrationId}`));
  return row?.n ?? 1;
}

export async function insertRegistration(tx: Conn, seminarSn: number, memberId: number, state: 'applied' | 'waiting') {
  const [row] = await tx.insert(seminarRegistrations).values({ seminarSn, memberId, state }).returning({ id: seminarRegistrations.id });
  return row!.id;
}

export async function setRegistrationState(tx: Conn, id: number, state: string) {
  await tx.update(seminarRegistrations).set({ state }).where(eq(seminarRegistrations.id, id));
}

/** The first in the waiting list takes the freed seat; returns who it was. */
export async function promoteFirstWaiting(tx: Conn, seminarSn: number) {
  const [first] = await tx
    .select({ id: seminarRegistrations.id, memberId: seminarRegistrations.memberId })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.seminarSn, seminarSn), eq(seminarRegistrations.state, 'waiting')))
    .orderBy(asc(seminarRegistrations.id))
    .limit(1);
  if (!first) return null;
  await setRegistrationState(tx, first.id, 'applied');
  return first;
}

/**
 * Claims the reminders due (seminars held tomorrow, Korean date) by stamping them, so a
 * reminder is sent once even when two processes run the job together.
 */
export async function claimDueReminders(db: Conn) {
  return db
    .update(seminarRegistrations)
    .set({ remindedAt: sql`now()` })
    .from(seminars)
    .where(
      and(
        eq(seminarRegistrations.seminarSn, seminars.seminarSn),
        eq(seminarRegistrations.state, 'applied'),
        isNull(seminarRegistrations.remindedAt),
        sql`(${seminars.heldAt} at time zone 'Asia/Seoul')::date = ${KOREA_TODAY} + 1`,
      ),
    )
    .returning({ memberId: seminarRegistrations.memberId, title: seminars.title, heldAt: seminars.heldAt, place: seminars.place });
}

export async function contactOf(db: Conn, memberId: number) {
  const [row] = await db.select({ email: members.email, hpno: members.hpno, status: members.status }).from(members).where(eq(members.id, memberId));
  return row;
}

export async function visibleBanners(db: Conn) {
  return db
    .select({
      bannerSn: homeBanners.bannerSn,
      title: homeBanners.title,
      subtitle: homeBanners.subtitle,
      link: homeBanners.link,
      background: homeBanners.background,
      foreground: homeBanners.foreground,
      isDemo: homeBanners.isDemo,
    })
    .from(homeBanners)
    .where(eq(homeBanners.isVisible, 'Y'))
    .orderBy(asc(homeBanners.sortOrder), asc(homeBanners.bannerSn))
    .limit(10);
}
