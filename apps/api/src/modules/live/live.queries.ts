import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { courses, entitlements, liveAttendance, liveBans, liveChatMessages, liveClasses, liveMutes, liveReminders, members, seminarRegistrations, seminars, teachers } from '../../db/schema/index.ts';

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
  /** The teacher's push (decision 136): `interrupted` while a live class's push is down. */
  ingestState: liveClasses.ingestState,
};
export type LiveClass = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export async function findClass(db: Conn, id: number) {
  const [row] = await db.select(classColumns).from(liveClasses).innerJoin(teachers, eq(teachers.teacherSn, liveClasses.teacherSn)).where(eq(liveClasses.id, id));
  return row;
}

/**
 * What the schedule shows: classes not ended, and those ended in the last week (their replay is coming); or only those
 * not ended (`upcoming`), or one course's. The console's list (`teacherSn`) shows a teacher's classes of any time.
 */
export function listClasses(db: Conn, teacherSn?: number, f: { courseSn?: number | undefined; upcoming?: boolean } = {}) {
  const open = sql`${liveClasses.state} <> 'ended'`;
  const recent = f.upcoming ? open : or(open, gt(liveClasses.endedAt, sql`now() - interval '7 days'`));
  const schedule = and(recent, f.courseSn === undefined ? undefined : eq(liveClasses.courseSn, f.courseSn));
  return db
    .select(classColumns)
    .from(liveClasses)
    .innerJoin(teachers, eq(teachers.teacherSn, liveClasses.teacherSn))
    .where(teacherSn === undefined ? schedule : eq(liveClasses.teacherSn, teacherSn))
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

// ── Reminders (decision 129) ─────────────────────────────────────────────────

/** Sets a reminder (again: an unsent one stays as it was; a sent one is not sent twice). */
export async function setReminder(db: Conn, classId: number, memberId: number): Promise<void> {
  await db.insert(liveReminders).values({ classId, memberId }).onConflictDoNothing();
}

export async function dropReminder(db: Conn, classId: number, memberId: number): Promise<void> {
  await db.delete(liveReminders).where(and(eq(liveReminders.classId, classId), eq(liveReminders.memberId, memberId)));
}

export async function hasReminder(db: Conn, classId: number, memberId: number): Promise<boolean> {
  const rows = await db.select({ n: liveReminders.classId }).from(liveReminders).where(and(eq(liveReminders.classId, classId), eq(liveReminders.memberId, memberId)));
  return rows.length > 0;
}

/** The member's reminders on classes that have not started. */
export async function remindersOf(db: Conn, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: liveReminders.classId })
    .from(liveReminders)
    .innerJoin(liveClasses, eq(liveClasses.id, liveReminders.classId))
    .where(and(eq(liveReminders.memberId, memberId), sql`${liveClasses.state} <> 'ended'`, gt(liveClasses.startsAt, sql`now()`)))
    .orderBy(asc(liveClasses.startsAt));
  return rows.map((r) => r.id);
}

/**
 * Claims the reminders due at `now` (the class starts within 10 minutes, or started less than 5 minutes ago, and has
 * not ended): `sent_at` is set in the same statement that picks them, so of two processes running this at once each
 * row goes to one (the second sees it claimed when the first commits). A job that was down longer sends nothing stale.
 */
export async function claimDueReminders(db: Conn, now: Date, limit = 500) {
  const at = now.toISOString();
  const result = await db.execute<{ class_id: number; member_id: number; title: string; starts_at: Date }>(sql`
    with due as (
      select r.class_id, r.member_id from live_reminders r join live_classes c on c.id = r.class_id
      where r.sent_at is null and c.state <> 'ended'
        and c.starts_at <= ${at}::timestamptz + interval '10 minutes' and c.starts_at > ${at}::timestamptz - interval '5 minutes'
      limit ${limit} for update of r skip locked)
    update live_reminders r set sent_at = ${at}::timestamptz
    from due, live_classes c
    where r.class_id = due.class_id and r.member_id = due.member_id and c.id = r.class_id and r.sent_at is null
    returning r.class_id, r.member_id, c.title, c.starts_at`);
  return result.rows.map((r) => ({ classId: Number(r.class_id), memberId: Number(r.member_id), title: r.title, startsAt: new Date(r.starts_at) }));
}

// ── Bans (decision 129) ──────────────────────────────────────────────────────

export async function isBanned(db: Conn, memberId: number): Promise<boolean> {
  return (await db.select({ n: liveBans.memberId }).from(liveBans).where(eq(liveBans.memberId, memberId))).length > 0;
}

export async function roleOfMember(db: Conn, memberId: number): Promise<string | null> {
  const [row] = await db.select({ role: members.role }).from(members).where(eq(members.id, memberId));
  return row?.role ?? null;
}

const banColumns = { memberId: liveBans.memberId, nick: members.nickname, name: members.userName, email: members.email, reason: liveBans.reason, bannedBy: liveBans.bannedBy, createdAt: liveBans.createdAt };

export function listBans(db: Conn, memberId?: number) {
  return db
    .select(banColumns)
    .from(liveBans)
    .innerJoin(members, eq(members.id, liveBans.memberId))
    .where(memberId === undefined ? undefined : eq(liveBans.memberId, memberId))
    .orderBy(desc(liveBans.createdAt))
    .limit(500);
}

/** Bans the member (a second ban replaces the reason); the row as it is now. */
export async function upsertBan(db: Conn, memberId: number, reason: string, by: number): Promise<void> {
  await db
    .insert(liveBans)
    .values({ memberId, reason, bannedBy: by })
    .onConflictDoUpdate({ target: liveBans.memberId, set: { reason, bannedBy: by, createdAt: sql`now()` } });
}

export async function deleteBan(db: Conn, memberId: number) {
  const [row] = await db.delete(liveBans).where(eq(liveBans.memberId, memberId)).returning({ reason: liveBans.reason, bannedBy: liveBans.bannedBy });
  return row;
}

/** Classes whose sockets may be open (not ended): a ban is told to each of them. */
export async function openClassIds(db: Conn): Promise<number[]> {
  return (await db.select({ id: liveClasses.id }).from(liveClasses).where(sql`${liveClasses.state} <> 'ended'`)).map((r) => r.id);
}

// ── Attendance and live now (decision 129) ───────────────────────────────────

export async function openAttendance(db: Conn, a: { classId: number; memberId: number | null; moderator: boolean }): Promise<number> {
  const [row] = await db.insert(liveAttendance).values(a).returning({ id: liveAttendance.id });
  return row!.id;
}

export async function closeAttendance(db: Conn, id: number): Promise<void> {
  await db.update(liveAttendance).set({ leftAt: sql`now()`, seenAt: sql`now()` }).where(and(eq(liveAttendance.id, id), isNull(liveAttendance.leftAt)));
}

/** The heartbeat of one process: its open connections were there just now. */
export async function touchAttendance(db: Conn, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(liveAttendance).set({ seenAt: sql`now()` }).where(and(inArray(liveAttendance.id, ids), isNull(liveAttendance.leftAt)));
}

/** A connection counts as open while its process says so: not left, and seen in the last 90 s (3 heartbeats). */
const open = sql`${liveAttendance.leftAt} is null and ${liveAttendance.seenAt} > now() - interval '90 seconds'`;

/** The member connections of a class (the teacher and staff left out), for the attendance list. */
export function attendanceOf(db: Conn, classId: number) {
  return db
    .select({
      memberId: liveAttendance.memberId,
      nick: members.nickname,
      joinedAt: liveAttendance.joinedAt,
      seenAt: liveAttendance.seenAt,
      open: sql<boolean>`${open}`,
    })
    .from(liveAttendance)
    .innerJoin(members, eq(members.id, liveAttendance.memberId))
    .where(and(eq(liveAttendance.classId, classId), eq(liveAttendance.moderator, false)))
    .orderBy(asc(liveAttendance.joinedAt))
    .limit(20_000);
}

export async function watchingNow(db: Conn, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveAttendance)
    .where(and(eq(liveAttendance.classId, classId), eq(liveAttendance.moderator, false), open));
  return row?.n ?? 0;
}

/** Classes on air with their open viewer connections and chat counts (last minute, last 10 minutes, all). */
export async function onAir(db: Conn, teacherSn?: number) {
  const result = await db.execute<{
    id: number;
    title: string;
    teacher: string;
    starts_at: Date;
    viewers: number;
    last_min: number;
    last_10: number;
    total: number;
    ingest_state: string | null;
    kbps: number | null;
    dropped: number | null;
  }>(sql`
    select c.id, c.title, t.name as teacher, c.starts_at, c.ingest_state,
      -- Health not written for 15 s: the ingest process stopped writing (it died, or the push just ended).
      case when c.ingest_health_at > now() - interval '15 seconds' then c.ingest_kbps end as kbps,
      case when c.ingest_health_at > now() - interval '15 seconds' then c.ingest_dropped_frames end as dropped,
      (select count(*) from live_attendance a where a.class_id = c.id and not a.moderator and a.left_at is null and a.seen_at > now() - interval '90 seconds')::int as viewers,
      (select count(*) from live_chat_messages m where m.class_id = c.id and m.created_at > now() - interval '1 minute')::int as last_min,
      (select count(*) from live_chat_messages m where m.class_id = c.id and m.created_at > now() - interval '10 minutes')::int as last_10,
      (select count(*) from live_chat_messages m where m.class_id = c.id)::int as total
    from live_classes c join teachers t on t.teacher_sn = c.teacher_sn
    where c.state = 'live' ${teacherSn === undefined ? sql`` : sql`and c.teacher_sn = ${teacherSn}`}
    order by c.starts_at, c.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    teacher: r.teacher,
    startsAt: new Date(r.starts_at),
    viewers: Number(r.viewers),
    lastMin: Number(r.last_min),
    last10: Number(r.last_10),
    total: Number(r.total),
    ingestState: r.ingest_state as 'live' | 'interrupted' | null,
    kbps: r.kbps === null ? null : Number(r.kbps),
    dropped: r.dropped === null ? null : Number(r.dropped),
  }));
}

export async function endedAt(db: Conn, classId: number): Promise<Date | null> {
  const [row] = await db.select({ at: liveClasses.endedAt }).from(liveClasses).where(eq(liveClasses.id, classId));
  return row?.at ?? null;
}

/** The teacher of a course, or undefined when there is no such course. */
export async function courseTeacher(db: Conn, courseSn: number): Promise<number | undefined> {
  const [row] = await db.select({ teacherSn: courses.teacherSn }).from(courses).where(eq(courses.courseSn, courseSn));
  return row?.teacherSn;
}

/** Marks the class's recording as taken for a course; false when it already was (two clicks, two operators). */
export async function claimRecording(tx: Conn, classId: number, courseSn: number): Promise<boolean> {
  const rows = await tx
    .update(liveClasses)
    .set({ recordingCourseSn: courseSn })
    .where(and(eq(liveClasses.id, classId), isNull(liveClasses.recordingDraftSn), isNull(liveClasses.recordingCourseSn)))
    .returning({ id: liveClasses.id });
  return rows.length === 1;
}

export async function setRecordingDraft(tx: Conn, classId: number, draftSn: number): Promise<void> {
  await tx.update(liveClasses).set({ recordingDraftSn: draftSn }).where(eq(liveClasses.id, classId));
}

/** The class a pushed stream key belongs to (decision 136): found by the key's hash; the caller compares in constant time. */
export async function ingestClassByKey(db: Conn, keyHash: string) {
  const rows = await db
    .select({ id: liveClasses.id, state: liveClasses.state, startsAt: liveClasses.startsAt, keyHash: liveClasses.keyHash, keyHint: liveClasses.keyHint, ingestKid: liveClasses.ingestKid })
    .from(liveClasses)
    .where(eq(liveClasses.keyHash, keyHash));
  return rows[0] ?? null;
}

/**
 * The push's state (decision 136): `live` also moves a scheduled class to 라이브 (the console's start button does the
 * same); nothing changes a class that has ended. False when it had ended.
 */
export async function setIngest(db: Conn, id: number, ingest: { state: 'live' | 'interrupted'; kid?: string }): Promise<boolean> {
  const rows = await db
    .update(liveClasses)
    .set({
      ingestState: ingest.state,
      ingestChangedAt: sql`now()`,
      ...(ingest.kid === undefined ? {} : { ingestKid: ingest.kid }),
      ...(ingest.state === 'live' ? { state: 'live' } : {}),
    })
    .where(and(eq(liveClasses.id, id), sql`${liveClasses.state} <> 'ended'`))
    .returning({ id: liveClasses.id });
  return rows.length > 0;
}

/**
 * The push's health (decision 141), or null to clear it when the push stops. Returns the class's state: `ended` tells
 * the ingest that 종료 was pressed on another API process (the domain event did not reach this one).
 */
export async function setIngestHealth(db: Conn, id: number, health: { kbps: number; droppedFrames: number } | null): Promise<string | undefined> {
  const [row] = await db
    .update(liveClasses)
    .set(health ? { ingestKbps: health.kbps, ingestDroppedFrames: health.droppedFrames, ingestHealthAt: sql`now()` } : { ingestKbps: null, ingestDroppedFrames: null, ingestHealthAt: null })
    .where(eq(liveClasses.id, id))
    .returning({ state: liveClasses.state });
  return row?.state;
}

/** Who the recording of a class ended elsewhere is credited to, and its title (decision 141). */
export async function classTitleAndCreator(db: Conn, id: number) {
  const [row] = await db.select({ title: liveClasses.title, createdBy: liveClasses.createdBy }).from(liveClasses).where(eq(liveClasses.id, id));
  return row;
}
