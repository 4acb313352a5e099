import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses, teachers } from './learning.ts';
import { members } from './members.ts';
import { seminars } from './site.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A scheduled live class (decisions 119, 120): who teaches it, when, who may watch (the audience rule of
 * modules/live/access.ts), its state and the hash of its stream key (the key itself is shown once, never kept).
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    title: varchar('title', { length: 200 }).notNull(),
    teacherSn: integer('teacher_sn')
      .notNull()
      .references(() => teachers.teacherSn, { onDelete: 'restrict' }),
    startsAt: ts('starts_at').notNull(),
    /** free | members | pass | course | seminar. */
    audience: varchar('audience', { length: 10 }).notNull(),
    courseSn: integer('course_sn').references(() => courses.courseSn, { onDelete: 'restrict' }),
    seminarSn: integer('seminar_sn').references(() => seminars.seminarSn, { onDelete: 'restrict' }),
    /** scheduled (예정) → live (라이브) → ended (종료). */
    state: varchar('state', { length: 10 }).notNull().default('scheduled'),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    keyHint: varchar('key_hint', { length: 16 }).notNull(),
    slowModeSec: integer('slow_mode_sec').notNull().default(0),
    pinned: varchar('pinned', { length: 300 }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    /** The studio proposal (`course_versions.draft_sn`) the recording was added to as a lecture (decision 134). */
    recordingDraftSn: integer('recording_draft_sn'),
    recordingCourseSn: integer('recording_course_sn').references(() => courses.courseSn, { onDelete: 'set null' }),
    /**
     * The RTMP push (decision 136): null before the first push; `live` once ffmpeg wrote the first segment,
     * `interrupted` (끊김) when the push ended without the class being ended, `live` again on a reconnect.
     */
    ingestState: varchar('ingest_state', { length: 12 }),
    /** The broadcast's AES-128 content key (`media_keys.kid`, sealed there like a lecture's): kept so a reconnect appends with the same key. */
    ingestKid: varchar('ingest_kid', { length: 16 }),
    ingestChangedAt: ts('ingest_changed_at'),
    /**
     * The push's health for the console's 라이브 현황 (decision 141), written by the ingest every few seconds while a
     * push runs: the bitrate arriving at the front (kbit/s over the last 5 s) and ffmpeg's dropped frames of this push.
     */
    ingestKbps: integer('ingest_kbps'),
    ingestDroppedFrames: integer('ingest_dropped_frames'),
    ingestHealthAt: ts('ingest_health_at'),
  },
  (t) => [
    check('live_classes_audience', sql`${t.audience} in ('free', 'members', 'pass', 'course', 'seminar')`),
    check('live_classes_course_ref', sql`(${t.audience} = 'course') = (${t.courseSn} is not null)`),
    check('live_classes_seminar_ref', sql`(${t.audience} = 'seminar') = (${t.seminarSn} is not null)`),
    check('live_classes_state', sql`${t.state} in ('scheduled', 'live', 'ended')`),
    check('live_classes_ingest_state', sql`${t.ingestState} in ('live', 'interrupted')`),
    check('live_classes_slow_mode', sql`${t.slowModeSec} between 0 and 300`),
    index('live_classes_starts_idx').on(t.startsAt),
  ],
);

/** The chat of a class: ids from the table's sequence are the message ids a reconnecting client resumes after. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nick: varchar('nick', { length: 40 }).notNull(),
    text: varchar('text', { length: 300 }).notNull(),
    /** Sent in 질문 mode: queued for the teacher to answer on air. */
    question: boolean('question').notNull().default(false),
    answeredAt: ts('answered_at'),
    hiddenAt: ts('hidden_at'),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_chat_messages_class_idx').on(t.classId, t.id)],
);

/** A member muted in one class by its teacher or staff (every API process reads it when a socket joins). */
export const liveMutes = pgTable(
  'live_mutes',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    mutedBy: bigint('muted_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.memberId] })],
);

/** A member's reminder for a class (decision 129): `sent_at` is the claim, so the notice goes out once per member and class. */
export const liveReminders = pgTable(
  'live_reminders',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.classId, t.memberId] }), index('live_reminders_due_idx').on(t.classId).where(sql`${t.sentAt} is null`)],
);

/** A member banned from every live class's chat by staff (decision 129); lifting deletes the row (the audit keeps both). */
export const liveBans = pgTable('live_bans', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 300 }).notNull(),
  bannedBy: bigint('banned_by', { mode: 'number' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * One chat/page connection of a viewer (decision 129): opened when the socket is admitted, `seen_at` moved by its
 * process every 30 s, `left_at` set when it closes. A process that died leaves `seen_at` as the last known moment.
 * Visitors of a free class have no member id: they count as viewers, not in the attendance list.
 */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    classId: integer('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    moderator: boolean('moderator').notNull().default(false),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    seenAt: ts('seen_at').notNull().defaultNow(),
    leftAt: ts('left_at'),
  },
  (t) => [index('live_attendance_class_idx').on(t.classId, t.memberId), index('live_attendance_open_idx').on(t.classId).where(sql`${t.leftAt} is null`)],
);
