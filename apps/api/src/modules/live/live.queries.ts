import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, entitlements, liveChatMessages, liveClasses, liveMutes, members, seminarRegistrations, seminars, teachers } from '../../db/schema/index.ts';

export { teacherOfMember } from '../../db/catalogue.queries.ts';

const classColumns = {
  id: liveClasses.id,
  title: liveClasses.title,
  teacherSn: liveClasses.teacherSn,
  teacher: teachers.name,
  startsAt: liveClasses.startsAt,
  audience: liveClasses.audience,
  courseSn: liveClasses.courseSn,
  seminarSn: liveClasses.seminarSn,
  state: liveClasses.state,
  keyHint: liveClasses.keyHint,
  slowModeSec: liveClasses.slowModeSec,
  pinned: liveClasses.pinned,
};
export type LiveClass = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export async function findClass(db: Conn, id: number) {
  const [row] = await db.select(classColumns).from(liveClasses).innerJoin(teachers, eq(teachers.teacherSn, liveClasses.teacherSn)).where(eq(liveClasses.id, id));
  return row;
}

/** What the schedule shows: classes not ended, and those ended in the last week (their replay is coming). */
export function listClasses(db: Conn, teacherSn?: number) {
  const recent = or(sql`${liveClasses.state} <> 'ended'`, gt(liveClasses.endedAt, sql`now() - interval '7 days'`));
  return db
    .select(classColumns)
    .from(liveClasses)
    .innerJoin(teachers, eq(teachers.teacherSn, liveClasses.teacherSn))
    .where(teacherSn === undefined ? recent : eq(liveClasses.teacherSn, teacherSn))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(200);
}

export interface ClassFields {
  title: string;
  teacherSn: number;
  /** Korean time `YYYY-MM-DDTHH:mm`. */
  startsAt: string;
  audience: string;
  courseSn: number | null;
  seminarSn: number | null;
  slowModeSec: number;
  pinned: string | null;
}

const seoulTime = (local: string) => sql<Date>`(${local}::timestamp at time zone 'Asia/Seoul')`;

export async function insertClass(db: Conn, f: ClassFields, key: { hash: string; hint: string }, createdBy: number): Promise<number> {
  const [row] = await db
    .insert(liveClasses)
    .values({ ...f, startsAt: seoulTime(f.startsAt), keyHash: key.hash, keyHint: key.hint, createdBy })
    .returning({ id: liveClasses.id });
  return row!.id;
}

export async function updateClass(db: Conn, id: number, f: ClassFields): Promise<void> {
  await db
    .update(liveClasses)
    .set({ ...f, startsAt: seoulTime(f.startsAt) })
    .where(eq(liveClasses.id, id));
}

export async function setKey(db: Conn, id: number, key: { hash: string; hint: string }): Promise<void> {
  await db.update(liveClasses).set({ keyHash: key.hash, keyHint: key.hint }).where(eq(liveClasses.id, id));
}

/** Moves a class on (scheduled → live → ended); false when it had already ended. */
export async function setState(db: Conn, id: number, state: 'live' | 'ended'): Promise<boolean> {
  const rows = await db
    .update(liveClasses)
    .set({ state, ...(state === 'ended' ? { endedAt: sql`now()` } : {}) })
    .where(and(eq(liveClasses.id, id), sql`${liveClasses.state} <> 'ended'`))
    .returning({ id: liveClasses.id });
  return rows.length > 0;
}

export async function setPinned(db: Conn, id: number, pinned: string | null): Promise<void> {
  await db.update(liveClasses).set({ pinned }).where(eq(liveClasses.id, id));
}

export async function teacherExists(db: Conn, teacherSn: number): Promise<boolean> {
  return (await db.select({ n: teachers.teacherSn }).from(teachers).where(eq(teachers.teacherSn, teacherSn))).length > 0;
}

export async function courseExists(db: Conn, courseSn: number): Promise<boolean> {
  return (await db.select({ n: courses.courseSn }).from(courses).where(eq(courses.courseSn, courseSn))).length > 0;
}

export async function seminarExists(db: Conn, seminarSn: number): Promise<boolean> {
  return (await db.select({ n: seminars.seminarSn }).from(seminars).where(eq(seminars.seminarSn, seminarSn))).length > 0;
}

/** A pass now valid, bought or through a subscription (subscriptions keep their pass as an entitlement row). */
export async function hasPass(db: Conn, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ n: entitlements.entitlementSn })
    .from(entitlements)
    .where(and(eq(entitlements.memberId, memberId), eq(entitlements.kind, 'pass'), sql`${entitlements.validFrom} <= now()`, or(isNull(entitlements.validUntil), gt(entitlements.validUntil, sql`now()`))))
    .limit(1);
  return rows.length > 0;
}

export async function signedUpFor(db: Conn, memberId: number, seminarSn: number): Promise<boolean> {
  const rows = await db
    .select({ n: seminarRegistrations.id })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.memberId, memberId), eq(seminarRegistrations.seminarSn, seminarSn), eq(seminarRegistrations.state, 'applied')))
    .limit(1);
  return rows.length > 0;
}

export async function nickOf(db: Conn, memberId: number): Promise<string> {
  const [row] = await db.select({ nick: members.nickname, name: members.userName }).from(members).where(eq(members.id, memberId));
  return row?.nick ?? '회원';
}

// ── Chat ─────────────────────────────────────────────────────────────────────

export async function insertMessage(db: Conn, m: { classId: number; memberId: number; nick: string; text: string; question: boolean }) {
  const [row] = await db.insert(liveChatMessages).values(m).returning({ id: liveChatMessages.id, at: liveChatMessages.createdAt });
  return row!;
}

/** The visible messages after a member's last seen id, oldest first (a reconnect's catch-up). */
export function messagesAfter(db: Conn, classId: number, after: number, limit = 200) {
  return db
    .select({
      id: liveChatMessages.id,
      memberId: liveChatMessages.memberId,
      nick: liveChatMessages.nick,
      text: liveChatMessages.text,
      question: liveChatMessages.question,
      answered: sql<boolean>`${liveChatMessages.answeredAt} is not null`,
      at: liveChatMessages.createdAt,
    })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.classId, classId), gt(liveChatMessages.id, after), isNull(liveChatMessages.hiddenAt)))
    .orderBy(asc(liveChatMessages.id))
    .limit(limit);
}

/** Hides a message of this class (false when the id is not one of its visible messages). */
export async function hideMessage(db: Conn, classId: number, id: number, by: number): Promise<boolean> {
  const rows = await db
    .update(liveChatMessages)
    .set({ hiddenAt: sql`now()`, hiddenBy: by })
    .where(and(eq(liveChatMessages.classId, classId), eq(liveChatMessages.id, id), isNull(liveChatMessages.hiddenAt)))
    .returning({ id: liveChatMessages.id });
  return rows.length > 0;
}

/** Marks a question of this class 답변함 (false when the id is not one of its questions). */
export async function markAnswered(db: Conn, classId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(liveChatMessages)
    .set({ answeredAt: sql`coalesce(${liveChatMessages.answeredAt}, now())` })
    .where(and(eq(liveChatMessages.classId, classId), eq(liveChatMessages.id, id), eq(liveChatMessages.question, true)))
    .returning({ id: liveChatMessages.id });
  return rows.length > 0;
}

export async function setMute(db: Conn, classId: number, memberId: number, on: boolean, by: number): Promise<void> {
  if (on) await db.insert(liveMutes).values({ classId, memberId, mutedBy: by }).onConflictDoNothing();
  else await db.delete(liveMutes).where(and(eq(liveMutes.classId, classId), eq(liveMutes.memberId, memberId)));
}

export async function mutedIn(db: Conn, classId: number): Promise<number[]> {
  return (await db.select({ memberId: liveMutes.memberId }).from(liveMutes).where(eq(liveMutes.classId, classId))).map((r) => r.memberId);
}
