import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { eventParticipations, events, inquiries, members, notices, seminarRegistrations, seminars } from '../../db/schema/index.ts';

// ── notices ──────────────────────────────────────────────────────────────
export function allNotices(db: Conn) {
  return db
    .select({ noticeSn: notices.noticeSn, category: notices.category, title: notices.title, body: notices.body, pinned: notices.pinned, postedAt: notices.postedAt, isDemo: notices.isDemo })
    .from(notices)
    .orderBy(desc(notices.pinned), desc(notices.postedAt))
    .limit(200);
}

export async function lockNotice(tx: Conn, noticeSn: number) {
  const [row] = await tx.select({ category: notices.category, title: notices.title, pinned: notices.pinned }).from(notices).where(eq(notices.noticeSn, noticeSn)).for('update');
  return row;
}

export async function insertNotice(tx: Conn, v: { category: string; title: string; body: string; pinned: string }) {
  const [row] = await tx.insert(notices).values(v).returning({ noticeSn: notices.noticeSn });
  return row!.noticeSn;
}

export async function updateNotice(tx: Conn, noticeSn: number, v: { category: string; title: string; body: string; pinned: string }) {
  await tx.update(notices).set(v).where(eq(notices.noticeSn, noticeSn));
}

// ── inquiries ────────────────────────────────────────────────────────────
export function inquiryPage(db: Conn, state: 'open' | 'answered' | 'all', page: number) {
  const where = state === 'open' ? isNull(inquiries.answeredAt) : state === 'answered' ? isNotNull(inquiries.answeredAt) : undefined;
  return db
    .select({
      inquirySn: inquiries.inquirySn,
      // Asked signed out (the contact form): the name and address given there.
      email: sql<string>`coalesce(${members.email}, ${inquiries.contactEmail}, '')`,
      nickname: sql<string | null>`coalesce(${members.nickname}, ${inquiries.contactName} || ' (비회원 문의)')`,
      category: inquiries.category,
      title: inquiries.title,
      contents: inquiries.contents,
      answer: inquiries.answer,
      answeredAt: inquiries.answeredAt,
      createdAt: inquiries.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(inquiries)
    .leftJoin(members, eq(members.id, inquiries.memberId))
    .where(where)
    // Open ones oldest first (first come, first answered); answered ones newest first.
    .orderBy(state === 'open' ? inquiries.inquirySn : desc(inquiries.inquirySn))
    .limit(30)
    .offset((page - 1) * 30);
}

export async function lockInquiry(tx: Conn, inquirySn: number) {
  const [row] = await tx
    .select({ answer: inquiries.answer, answeredAt: inquiries.answeredAt, memberId: inquiries.memberId, contactEmail: inquiries.contactEmail, title: inquiries.title })
    .from(inquiries)
    .where(eq(inquiries.inquirySn, inquirySn))
    .for('update');
  return row;
}

export async function answerInquiry(tx: Conn, inquirySn: number, answer: string) {
  await tx.update(inquiries).set({ answer, answeredAt: sql`now()` }).where(eq(inquiries.inquirySn, inquirySn));
}

// ── events and seminars ──────────────────────────────────────────────────
export function eventSummaries(db: Conn) {
  return db
    .select({
      eventSn: events.eventSn,
      title: events.title,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      participants: sql<number>`(select count(*)::int from event_participations p where p.event_sn = ${events.eventSn})`,
    })
    .from(events)
    .orderBy(desc(events.startsOn));
}

export function seminarSummaries(db: Conn) {
  return db
    .select({
      seminarSn: seminars.seminarSn,
      title: seminars.title,
      heldAt: seminars.heldAt,
      capacity: seminars.capacity,
      applied: sql<number>`(select count(*)::int from seminar_registrations r where r.seminar_sn = ${seminars.seminarSn} and r.state = 'applied')`,
      waiting: sql<number>`(select count(*)::int from seminar_registrations r where r.seminar_sn = ${seminars.seminarSn} and r.state = 'waiting')`,
    })
    .from(seminars)
    .orderBy(desc(seminars.heldAt));
}

export async function eventTitle(db: Conn, eventSn: number) {
  const [row] = await db.select({ title: events.title }).from(events).where(eq(events.eventSn, eventSn));
  return row?.title;
}

export function eventParticipants(db: Conn, eventSn: number) {
  return db
    .select({ email: members.email, name: members.userName, nickname: members.nickname, at: eventParticipations.createdAt })
    .from(eventParticipations)
    .innerJoin(members, eq(members.id, eventParticipations.memberId))
    .where(eq(eventParticipations.eventSn, eventSn))
    .orderBy(eventParticipations.id);
}

export async function seminarTitle(db: Conn, seminarSn: number) {
  const [row] = await db.select({ title: seminars.title }).from(seminars).where(eq(seminars.seminarSn, seminarSn));
  return row?.title;
}

export function seminarApplicants(db: Conn, seminarSn: number) {
  return db
    .select({ email: members.email, name: members.userName, hpno: members.hpno, state: seminarRegistrations.state, at: seminarRegistrations.createdAt })
    .from(seminarRegistrations)
    .innerJoin(members, eq(members.id, seminarRegistrations.memberId))
    .where(eq(seminarRegistrations.seminarSn, seminarSn))
    .orderBy(seminarRegistrations.id);
}
