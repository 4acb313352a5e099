import { randomBytes } from 'node:crypto';
import { playLimits } from '@school/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Conn, Db } from '../../db/client.ts';
import { appMeta, courses, entitlements, lectureDeliveries, lectureProgress, lectureServed, lectures, mediaStreams, members, orders, sessions, subscriptionCharges, teachers } from '../../db/schema/index.ts';
import type { Entitlement, PurchaseLine } from '../course/course.access.ts';

/**
 * Entitlements that may still be valid (the access rule itself checks the period against "now"), each with its purchase
 * line: the order, or for a subscription's pass the paid charge of its latest period; `frozen` while that line is being
 * refunded (decision 103).
 */
export async function listLiveEntitlements(db: Conn, memberId: number): Promise<Entitlement[]> {
  const rows = await db
    .select({
      kind: entitlements.kind,
      courseSn: entitlements.courseSn,
      caSn: entitlements.caSn,
      validFrom: entitlements.validFrom,
      validUntil: entitlements.validUntil,
      orderSn: entitlements.orderSn,
      charge: sql<{ sn: number; frozen: boolean } | null>`(select json_build_object('sn', c.charge_sn, 'frozen', c.refunding_at is not null)
        from subscriptions s join subscription_charges c on c.subscription_sn = s.subscription_sn and c.status = 'paid'
        where s.entitlement_sn = "entitlements"."entitlement_sn" order by c.period_no desc, c.charge_sn desc limit 1)`,
      // Written with the outer table's name: inside the subqueries an unqualified column would mean the inner table's.
      orderFrozen: sql<boolean>`exists (select 1 from orders o where o.order_sn = "entitlements"."order_sn" and o.status = 'refund_requested')`,
    })
    .from(entitlements)
    .where(and(eq(entitlements.memberId, memberId), or(isNull(entitlements.validUntil), gt(entitlements.validUntil, sql`now()`))));
  return rows.map((r) => ({
    kind: r.kind === 'course' ? 'course' : 'pass',
    courseSn: r.courseSn,
    caSn: r.caSn,
    validFrom: r.validFrom,
    validUntil: r.validUntil,
    orderSn: r.orderSn,
    chargeSn: r.charge ? Number(r.charge.sn) : null,
    frozen: r.orderFrozen || (r.charge?.frozen ?? false),
  }));
}

/** A course's category and every ancestor of it (category-branch passes cover all of them). */
// Written with the outer table's name: inside the subquery an unqualified ca_sn would mean the category's own.
const categoryPath = sql<number[]>`(with recursive up(ca_sn, p_ca_sn) as (
    select cat.ca_sn, cat.p_ca_sn from categories cat where cat.ca_sn = "courses"."ca_sn"
    union all select c.ca_sn, c.p_ca_sn from categories c join up on c.ca_sn = up.p_ca_sn)
  select coalesce(array_agg(up.ca_sn), '{}') from up)`;

export async function findMemberFacts(db: Conn, memberId: number) {
  const [row] = await db.select({ email: members.email, status: members.status }).from(members).where(eq(members.id, memberId));
  return row;
}

/**
 * A new stream (signed link) for the member; beyond `maxStreams` current ones, the oldest are marked replaced, so
 * their devices' next playlist or key request answers 3040. Serialised per member (two devices starting at once
 * cannot both keep a seat), in PostgreSQL so every API process agrees. Rows a day past their link's life go.
 */
export async function startStream(db: Db, stream: { streamId: string; memberId: number; sessionId: string; lcNo: number }, maxStreams: number, ttlSeconds: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('media-stream:' || ${stream.memberId}::text, 0))`);
    await tx.delete(mediaStreams).where(and(eq(mediaStreams.memberId, stream.memberId), lt(mediaStreams.createdAt, sql`now() - make_interval(secs => ${ttlSeconds + 86_400})`)));
    await tx.insert(mediaStreams).values({ ...stream, createdAt: sql`clock_timestamp()` });
    await tx.execute(sql`update media_streams set replaced_at = now()
      where member_id = ${stream.memberId} and replaced_at is null and stream_id not in (
        select stream_id from media_streams where member_id = ${stream.memberId} and replaced_at is null
        order by created_at desc, (stream_id = ${stream.streamId}) desc limit ${maxStreams})`);
  });
}

/** A stream with its session and member, in one look-up: what a playlist or key request checks. */
export async function findStreamState(db: Conn, streamId: string) {
  const [row] = await db
    .select({ memberId: mediaStreams.memberId, sessionId: mediaStreams.sessionId, replacedAt: mediaStreams.replacedAt, endedAt: sessions.endedAt, endReason: sessions.endReason, status: members.status })
    .from(mediaStreams)
    .innerJoin(sessions, eq(sessions.id, mediaStreams.sessionId))
    .innerJoin(members, eq(members.id, mediaStreams.memberId))
    .where(eq(mediaStreams.streamId, streamId));
  return row;
}

/** A published course's access facts. */
export async function findCourseAccessFacts(db: Conn, courseSn: number) {
  const [row] = await db
    .select({ courseSn: courses.courseSn, isFree: courses.isFree, passIncluded: courses.passIncluded, categoryPath })
    .from(courses)
    .where(and(eq(courses.courseSn, courseSn), eq(courses.isPublished, 'Y')));
  return row;
}

/** A lecture of a published course, with what the access rule and the player need. */
export async function findLectureFacts(db: Conn, lcNo: number) {
  const [row] = await db
    .select({
      lcNo: lectures.lcNo,
      title: lectures.title,
      durationSec: lectures.durationSec,
      sortOrder: lectures.sortOrder,
      isPreview: lectures.isPreview,
      mediaKey: lectures.mediaKey,
      courseSn: courses.courseSn,
      courseTitle: courses.title,
      isFree: courses.isFree,
      passIncluded: courses.passIncluded,
      categoryPath,
      isDemo: courses.isDemo,
      watermark: courses.watermark,
      teacherName: teachers.name,
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .innerJoin(teachers, eq(teachers.teacherSn, courses.teacherSn))
    .where(and(eq(lectures.lcNo, lcNo), eq(courses.isPublished, 'Y')));
  return row;
}
export type LectureFacts = NonNullable<Awaited<ReturnType<typeof findLectureFacts>>>;

/** The lecture after (or before) one in its course's order. */
export async function findNeighbour(db: Conn, courseSn: number, sortOrder: number, lcNo: number, direction: 'next' | 'prev') {
  const after = direction === 'next';
  const [row] = await db
    .select({ lcNo: lectures.lcNo, title: lectures.title, isPreview: lectures.isPreview, courseSn: lectures.courseSn })
    .from(lectures)
    .where(
      and(
        eq(lectures.courseSn, courseSn),
        after
          ? or(gt(lectures.sortOrder, sortOrder), and(eq(lectures.sortOrder, sortOrder), gt(lectures.lcNo, lcNo)))
          : or(lt(lectures.sortOrder, sortOrder), and(eq(lectures.sortOrder, sortOrder), lt(lectures.lcNo, lcNo))),
      ),
    )
    .orderBy(after ? asc(lectures.sortOrder) : desc(lectures.sortOrder), after ? asc(lectures.lcNo) : desc(lectures.lcNo))
    .limit(1);
  return row;
}

const CREDIT_SPEED = playLimits.creditSpeedMax;

/** Records a start (first or again); the playing position is left to the next setTime. */
export async function recordStart(db: Conn, v: { memberId: number; lcNo: number; courseSn: number; durationSec: number }) {
  await db
    .insert(lectureProgress)
    .values({ memberId: v.memberId, lcNo: v.lcNo, courseSn: v.courseSn, durationSec: v.durationSec })
    .onConflictDoUpdate({
      target: [lectureProgress.memberId, lectureProgress.lcNo],
      // A new video may be shorter than the old one: keep the saved seconds inside it.
      set: {
        durationSec: sql`excluded.duration_sec`,
        maxSecond: sql`least(${lectureProgress.maxSecond}, excluded.duration_sec)`,
        position: sql`least(${lectureProgress.position}, excluded.duration_sec)`,
        creditedSecond: sql`least(${lectureProgress.creditedSecond}, excluded.duration_sec)`,
        // Credit counts from the start: the wall-clock time before it was not watching.
        savedAt: sql`clock_timestamp()`,
        // A new stream starts from the credit the last one could have earned in real time: what it took of its slack
        // stays taken, so starting again and again brings no new slack.
        streamBase: sql`least(${lectureProgress.creditedSecond}, excluded.duration_sec, ${lectureProgress.streamBase} + floor(extract(epoch from clock_timestamp() - ${lectureProgress.streamAt}) * ${CREDIT_SPEED}::float8)::int)`,
        streamAt: sql`clock_timestamp()`,
        watchedAt: sql`now()`,
      },
    });
}

/** A start of a lecture with a video: from now on its credit is bounded by the segments served (decision 110). */
export async function ensureServedRow(db: Conn, memberId: number, lcNo: number): Promise<void> {
  await db.insert(lectureServed).values({ memberId, lcNo }).onConflictDoNothing();
}

/** Adds delivered seconds per member and lecture in one statement (play/served-segments.ts). */
export async function addServedSeconds(db: Conn, rows: { memberId: number; lcNo: number; seconds: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${lectureServed} (member_id, lc_no, seconds)
    select * from unnest(${`{${rows.map((r) => r.memberId).join(',')}}`}::bigint[], ${`{${rows.map((r) => r.lcNo).join(',')}}`}::int[], ${`{${rows.map((r) => r.seconds).join(',')}}`}::int[])
    on conflict (member_id, lc_no) do update set seconds = ${lectureServed}.seconds + excluded.seconds`);
}

export async function findProgress(db: Conn, memberId: number, lcNo: number) {
  const [row] = await db
    .select({ position: lectureProgress.position, maxSecond: lectureProgress.maxSecond, completedAt: lectureProgress.completedAt, durationSec: lectureProgress.durationSec })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.memberId, memberId), eq(lectureProgress.lcNo, lcNo)));
  return row;
}

/**
 * The whole progress save, with the session check, in one statement on one round trip
 * (the hottest write of the product; docs/decisions/017):
 * - only a live session of an active member writes (what the auth guard checks);
 * - the row must exist: the start (POST /api/rs/auto) created it after the access rule;
 * - max_second only grows: the furthest point, where a later visit may resume;
 * - credited_second grows by the forward movement since the last save, but by no more than
 *   the wall-clock time since then (×$7 for fast playback, +$8 s of slack): a client cannot
 *   claim an hour of watching a second after the start (issue 12);
 * - and the whole stream (since the last start) earns at most its wall-clock time ×$7 plus the
 *   slack once: many saves a moment apart each bring the per-save slack, never more than that;
 * - and the lecture earns at most the seconds of video the segment server delivered to the member
 *   (lecture_served, decision 110) plus the slack; a lecture with no row there (no video) by time alone;
 * - completion at the ratio of credited seconds, kept once set;
 * - a newer playback session (a greater `player`) takes over the resume position;
 *   the same session only moves it forward; an older session changes nothing;
 * - seconds are clamped to the video's length.
 * The row lock orders concurrent saves, and every value is computed from the row as it is
 * then, so no save is lost. A named prepared statement: parsed and planned once per connection.
 */
const CREDITED = `least(p.duration_sec, greatest(p.credited_second, least(
    p.credited_second + greatest(0, least(
      least(v.second, p.duration_sec) - p.last_second,
      floor(extract(epoch from clock_timestamp() - p.saved_at) * $7::float8)::int + $8::int)),
    p.stream_base + floor(extract(epoch from clock_timestamp() - p.stream_at) * $7::float8)::int + $8::int,
    coalesce(v.served + $8::int, p.duration_sec))))`;
/** Many saves in one statement and one commit (group commit by hand: one WAL flush for the batch). */
const SAVE_PROGRESS_SQL = `
with v as (
  select * from unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::uuid[]) as v(member_id, lc_no, player, second, session_id)
), live as (
  select v.*, ls.seconds as served from v
  left join lecture_served ls on ls.member_id = v.member_id and ls.lc_no = v.lc_no
  join sessions s on s.id = v.session_id and s.member_id = v.member_id and s.ended_at is null
  join members m on m.id = v.member_id and m.status = 'active'
)
update lecture_progress p set
  max_second = greatest(p.max_second, least(v.second, p.duration_sec)),
  credited_second = ${CREDITED},
  last_second = least(v.second, p.duration_sec),
  saved_at = clock_timestamp(),
  position = case when v.player > p.player then least(v.second, p.duration_sec)
                  when v.player = p.player then greatest(p.position, least(v.second, p.duration_sec))
                  else p.position end,
  player = greatest(p.player, v.player),
  completed_at = coalesce(p.completed_at, case when ${CREDITED} >= ceil(p.duration_sec * $6::float8) then now() end),
  watched_at = now()
from live v
where p.member_id = v.member_id and p.lc_no = v.lc_no
returning p.member_id, p.lc_no, p.position, p.max_second, p.completed_at`;

export interface ProgressSave {
  memberId: number;
  sessionId: string;
  lcNo: number;
  player: string;
  second: number;
}
export type SavedProgress = { position: number; maxSecond: number; completedAt: Date | null } | undefined;

/**
 * Saves a batch (at most one save per member and lecture); answers in the batch's order,
 * `undefined` where the session is not live or playback was never started.
 */
export async function saveProgressBatch(
  pool: Pool,
  saves: ProgressSave[],
  rules: { completeRatio: number; creditSpeed: number; creditSlack: number },
): Promise<SavedProgress[]> {
  const res = await pool.query<{ member_id: string; lc_no: number; position: number; max_second: number; completed_at: Date | null }>({
    name: 'play_save_progress_batch',
    text: SAVE_PROGRESS_SQL,
    values: [
      saves.map((s) => s.memberId),
      saves.map((s) => s.lcNo),
      saves.map((s) => s.player),
      saves.map((s) => s.second),
      saves.map((s) => s.sessionId),
      rules.completeRatio,
      rules.creditSpeed,
      rules.creditSlack,
    ],
  });
  const byKey = new Map(res.rows.map((r) => [`${r.member_id}:${r.lc_no}`, r]));
  return saves.map((s) => {
    const row = byKey.get(`${s.memberId}:${s.lcNo}`);
    return row ? { position: row.position, maxSecond: row.max_second, completedAt: row.completed_at } : undefined;
  });
}

/** Per course: lectures started and completed, the last one watched (newest course first, at most 200). */
export async function learningByCourse(db: Db, memberId: number) {
  return db
    .select({
      courseSn: courses.courseSn,
      title: courses.title,
      coverImage: courses.coverImage,
      updatedAt: courses.updatedAt,
      isDemo: courses.isDemo,
      lectureCount: sql<number>`(select count(*)::int from lectures l where l.course_sn = ${courses.courseSn})`,
      startedCount: sql<number>`count(*)::int`,
      completedCount: sql<number>`count(${lectureProgress.completedAt})::int`,
      lastWatchedAt: sql<Date>`max(${lectureProgress.watchedAt})`,
      lastLcNo: sql<number>`(array_agg(${lectureProgress.lcNo} order by ${lectureProgress.watchedAt} desc))[1]`,
      completedLcNos: sql<number[] | null>`array_agg(${lectureProgress.lcNo} order by ${lectureProgress.lcNo}) filter (where ${lectureProgress.completedAt} is not null)`,
    })
    .from(lectureProgress)
    .innerJoin(courses, eq(courses.courseSn, lectureProgress.courseSn))
    .where(eq(lectureProgress.memberId, memberId))
    .groupBy(courses.courseSn)
    .orderBy(desc(sql`max(${lectureProgress.watchedAt})`))
    .limit(200);
}

export async function lectureTitles(db: Db, lcNos: number[]) {
  if (lcNos.length === 0) return [];
  return db
    .select({ lcNo: lectures.lcNo, title: lectures.title })
    .from(lectures)
    .where(sql`${lectures.lcNo} = any(${sql.param(lcNos)}::int[])`);
}

/** Recently watched lectures, newest first, with the total across pages. */
export async function latestWatched(db: Db, memberId: number, limit: number, offset: number) {
  return db
    .select({
      lcNo: lectureProgress.lcNo,
      title: lectures.title,
      courseSn: courses.courseSn,
      courseTitle: courses.title,
      coverImage: courses.coverImage,
      updatedAt: courses.updatedAt,
      durationSec: lectureProgress.durationSec,
      position: lectureProgress.position,
      maxSecond: lectureProgress.maxSecond,
      completedAt: lectureProgress.completedAt,
      watchedAt: lectureProgress.watchedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.lcNo, lectureProgress.lcNo))
    .innerJoin(courses, eq(courses.courseSn, lectureProgress.courseSn))
    .where(eq(lectureProgress.memberId, memberId))
    .orderBy(desc(lectureProgress.watchedAt), desc(lectureProgress.lcNo))
    .limit(limit)
    .offset(offset);
}

/** The media-link key shared by every process on this database: created once, then read. */
export async function ensureMediaKey(db: Conn): Promise<string> {
  await db.insert(appMeta).values({ key: 'media:signing_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'media:signing_key'));
  if (!row) throw new Error('media signing key missing after insert');
  return row.value;
}

/**
 * Records that a lecture was handed out under these purchase lines (decisions 080, 103); a repeat changes nothing.
 * Each line is locked (shared) first and must not be under refund: a refund locks its line for update to fix its
 * amount, so a delivery either commits before that amount is read (and counts) or finds the line frozen. Returns
 * false, writing nothing, when a line is under refund or refunded.
 */
export async function insertDeliveries(db: Db, memberId: number, lcNo: number, lines: readonly PurchaseLine[]): Promise<boolean> {
  if (lines.length === 0) return true;
  const orderSns = lines.filter((l) => l.kind === 'order').map((l) => l.sn);
  const chargeSns = lines.filter((l) => l.kind === 'charge').map((l) => l.sn);
  return db.transaction(async (tx) => {
    const open = orderSns.length
      ? await tx
          .select({ sn: orders.orderSn })
          .from(orders)
          .where(and(inArray(orders.orderSn, orderSns), notInArray(orders.status, ['refund_requested', 'refunded'])))
          .for('share')
      : [];
    const openCharges = chargeSns.length
      ? await tx
          .select({ sn: subscriptionCharges.chargeSn })
          .from(subscriptionCharges)
          .where(and(inArray(subscriptionCharges.chargeSn, chargeSns), isNull(subscriptionCharges.refundingAt), eq(subscriptionCharges.refundedAmount, 0)))
          .for('share')
      : [];
    if (open.length !== orderSns.length || openCharges.length !== chargeSns.length) return false;
    await tx
      .insert(lectureDeliveries)
      .values(lines.map((l) => ({ orderSn: l.kind === 'order' ? l.sn : null, chargeSn: l.kind === 'charge' ? l.sn : null, lcNo, memberId })))
      .onConflictDoNothing();
    return true;
  });
}

/**
 * One member's completion of one course by the completion rule (a lecture is complete once its credited seconds
 * reached the ratio, `completed_at`): the course's lectures, how many are complete, the course's total length,
 * when the member started and when the last completion came (certificates, decision 096).
 */
export async function courseCompletion(db: Conn, memberId: number, courseSn: number) {
  const [row] = await db
    .select({
      title: courses.title,
      lectureCount: sql<number>`(select count(*)::int from lectures l where l.course_sn = ${courseSn})`,
      totalSeconds: sql<number>`(select coalesce(sum(l.duration_sec), 0)::int from lectures l where l.course_sn = ${courseSn})`,
      completedCount: sql<number>`(select count(*)::int from lecture_progress p join lectures l on l.lc_no = p.lc_no
        where p.member_id = ${memberId} and l.course_sn = ${courseSn} and p.completed_at is not null)`,
      startedAt: sql<number | null>`(select (extract(epoch from min(p.started_at)) * 1000)::float8 from lecture_progress p where p.member_id = ${memberId} and p.course_sn = ${courseSn})`,
      lastCompletedAt: sql<number | null>`(select (extract(epoch from max(p.completed_at)) * 1000)::float8 from lecture_progress p where p.member_id = ${memberId} and p.course_sn = ${courseSn})`,
    })
    .from(courses)
    .where(eq(courses.courseSn, courseSn));
  return row;
}
