import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BannerBody, EventBody, FaqBody, SeminarBody } from '@school/contracts/admin';
import type { Conn } from '../../db/client.ts';
import { coupons, eventParticipations, events, faqs, homeBanners, members, seminarRegistrations, seminars } from '../../db/schema/index.ts';

// ── events ───────────────────────────────────────────────────────────────
const eventColumns = {
  eventSn: events.eventSn,
  eventType: events.eventType,
  title: events.title,
  summary: events.summary,
  body: events.body,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  benefitKind: events.benefitKind,
  benefitValue: events.benefitValue,
  benefitLabel: events.benefitLabel,
  isDemo: events.isDemo,
  participants: sql<number>`(select count(*)::int from ${eventParticipations} p where p.event_sn = ${events.eventSn})`,
};

export async function eventDetail(db: Conn, eventSn: number, lock = false) {
  const query = db.select(eventColumns).from(events).where(eq(events.eventSn, eventSn));
  const [row] = lock ? await query.for('update', { of: events }) : await query;
  return row;
}

export async function eventTypeTaken(db: Conn, eventType: string, except: number | null): Promise<boolean> {
  const [row] = await db
    .select({ eventSn: events.eventSn })
    .from(events)
    .where(and(eq(events.eventType, eventType), except === null ? undefined : sql`${events.eventSn} <> ${except}`));
  return row !== undefined;
}

export async function couponCodeExists(db: Conn, code: string): Promise<boolean> {
  const [row] = await db.select({ couponSn: coupons.couponSn }).from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row !== undefined;
}

const eventValues = (e: EventBody) => ({
  eventType: e.event_type,
  title: e.title,
  summary: e.summary,
  body: e.body,
  startsOn: e.starts_on,
  endsOn: e.ends_on,
  benefitKind: e.benefit_kind,
  benefitValue: e.benefit_kind ? e.benefit_value : null,
  benefitLabel: e.benefit_kind ? e.benefit_label : null,
});

export async function insertEvent(tx: Conn, e: EventBody, actorId: number): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({ ...eventValues(e), benefitSetBy: e.benefit_kind ? actorId : null })
    .returning({ eventSn: events.eventSn });
  return row!.eventSn;
}

/** `benefitSetBy`: the operator who set a changed benefit; undefined keeps who set an unchanged one. */
export async function updateEvent(tx: Conn, eventSn: number, e: EventBody, benefitSetBy: number | null | undefined): Promise<void> {
  await tx
    .update(events)
    .set({ ...eventValues(e), ...(benefitSetBy === undefined ? {} : { benefitSetBy }) })
    .where(eq(events.eventSn, eventSn));
}

// ── seminars ─────────────────────────────────────────────────────────────
const seoulMinute = sql<string>`to_char(${seminars.heldAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI')`;

export async function seminarDetail(db: Conn, seminarSn: number, lock = false) {
  const query = db
    .select({
      seminarSn: seminars.seminarSn,
      title: seminars.title,
      summary: seminars.summary,
      body: seminars.body,
      speaker: seminars.speaker,
      place: seminars.place,
      heldAt: seoulMinute,
      applyFrom: seminars.applyFrom,
      applyUntil: seminars.applyUntil,
      capacity: seminars.capacity,
      isDemo: seminars.isDemo,
    })
    .from(seminars)
    .where(eq(seminars.seminarSn, seminarSn));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function registrationsOf(db: Conn, seminarSn: number) {
  return db
    .select({
      id: seminarRegistrations.id,
      email: members.email,
      nickname: members.nickname,
      state: seminarRegistrations.state,
      createdAt: seminarRegistrations.createdAt,
      attendedAt: seminarRegistrations.attendedAt,
    })
    .from(seminarRegistrations)
    .innerJoin(members, eq(members.id, seminarRegistrations.memberId))
    .where(eq(seminarRegistrations.seminarSn, seminarSn))
    .orderBy(asc(seminarRegistrations.id));
}

export async function appliedCount(tx: Conn, seminarSn: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.seminarSn, seminarSn), eq(seminarRegistrations.state, 'applied')));
  return row?.n ?? 0;
}

const seminarValues = (s: SeminarBody) => ({
  title: s.title,
  summary: s.summary,
  body: s.body,
  speaker: s.speaker,
  place: s.place,
  heldAt: sql`(${s.held_at}::timestamp at time zone 'Asia/Seoul')`,
  applyFrom: s.apply_from,
  applyUntil: s.apply_until,
  capacity: s.capacity,
});

export async function insertSeminar(tx: Conn, s: SeminarBody): Promise<number> {
  const [row] = await tx.insert(seminars).values(seminarValues(s)).returning({ seminarSn: seminars.seminarSn });
  return row!.seminarSn;
}

export async function updateSeminar(tx: Conn, seminarSn: number, s: SeminarBody): Promise<void> {
  await tx.update(seminars).set(seminarValues(s)).where(eq(seminars.seminarSn, seminarSn));
}

export async function lockRegistration(tx: Conn, seminarSn: number, id: number) {
  const [row] = await tx
    .select({ state: seminarRegistrations.state, attendedAt: seminarRegistrations.attendedAt })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.id, id), eq(seminarRegistrations.seminarSn, seminarSn)))
    .for('update');
  return row;
}

export async function setAttended(tx: Conn, id: number, attended: boolean): Promise<void> {
  await tx
    .update(seminarRegistrations)
    .set({ attendedAt: attended ? sql`now()` : null })
    .where(eq(seminarRegistrations.id, id));
}

// ── FAQ ──────────────────────────────────────────────────────────────────
export function allFaqs(db: Conn) {
  return db.select().from(faqs).orderBy(asc(faqs.category), asc(faqs.sortOrder), asc(faqs.faqSn));
}

export async function lockFaq(tx: Conn, faqSn: number) {
  const [row] = await tx.select().from(faqs).where(eq(faqs.faqSn, faqSn)).for('update');
  return row;
}

const faqValues = (f: FaqBody) => ({ category: f.category, question: f.question, answer: f.answer, sortOrder: f.sort_order });

export async function insertFaq(tx: Conn, f: FaqBody): Promise<number> {
  const [row] = await tx.insert(faqs).values(faqValues(f)).returning({ faqSn: faqs.faqSn });
  return row!.faqSn;
}

export async function updateFaq(tx: Conn, faqSn: number, f: FaqBody): Promise<void> {
  await tx.update(faqs).set(faqValues(f)).where(eq(faqs.faqSn, faqSn));
}

export async function deleteFaq(tx: Conn, faqSn: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.faqSn, faqSn));
}

// ── home banners ─────────────────────────────────────────────────────────
export function allBanners(db: Conn) {
  return db.select().from(homeBanners).orderBy(desc(homeBanners.isVisible), asc(homeBanners.sortOrder), asc(homeBanners.bannerSn));
}

export async function lockBanner(tx: Conn, bannerSn: number) {
  const [row] = await tx.select().from(homeBanners).where(eq(homeBanners.bannerSn, bannerSn)).for('update');
  return row;
}

const bannerValues = (b: BannerBody) => ({
  title: b.title,
  subtitle: b.subtitle,
  link: b.link,
  background: b.background,
  foreground: b.foreground,
  sortOrder: b.sort_order,
  isVisible: b.is_visible,
});

export async function insertBanner(tx: Conn, b: BannerBody): Promise<number> {
  const [row] = await tx.insert(homeBanners).values(bannerValues(b)).returning({ bannerSn: homeBanners.bannerSn });
  return row!.bannerSn;
}

export async function updateBanner(tx: Conn, bannerSn: number, b: BannerBody): Promise<void> {
  await tx.update(homeBanners).set(bannerValues(b)).where(eq(homeBanners.bannerSn, bannerSn));
}
