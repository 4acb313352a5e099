import { z } from 'zod';
import '../zod-locale.ts';
import { idField, idParam } from '../id-param.ts';
import { LIVE_AUDIENCES, liveClassRow } from '../live.ts';
import { text } from '../text.ts';

// Scheduling live classes in the console (decision 120): staff for any teacher, a teacher for their own classes.

export const liveScheduleBody = z
  .strictObject({
    title: text(200).trim().min(1, { message: '제목을 입력해 주세요.' }),
    /** Staff pick the teacher; a teacher's own classes are theirs whatever is sent (null). */
    teacher_sn: idField('강사').nullable().default(null),
    /** Korean time, `YYYY-MM-DDTHH:mm`. */
    starts_at: text(16).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: '방송 일시를 입력해 주세요.' }),
    audience: z.enum(LIVE_AUDIENCES, { message: '시청 대상을 골라 주세요.' }),
    course_sn: idField('강의').nullable().default(null),
    seminar_sn: idField('세미나').nullable().default(null),
    slow_mode_sec: z.number().int().min(0, { message: '슬로 모드는 0~300초입니다.' }).max(300, { message: '슬로 모드는 0~300초입니다.' }).default(0),
    pinned: text(300).trim().nullable().default(null),
  })
  .refine((b) => (b.audience === 'course') === (b.course_sn !== null), { message: '강의 구매자 대상이면 강의를 골라 주세요 (다른 대상이면 비워 주세요).', path: ['course_sn'] })
  .refine((b) => (b.audience === 'seminar') === (b.seminar_sn !== null), { message: '세미나 신청자 대상이면 세미나를 골라 주세요 (다른 대상이면 비워 주세요).', path: ['seminar_sn'] });
export type LiveScheduleBody = z.infer<typeof liveScheduleBody>;

export const adminLiveRow = liveClassRow.extend({
  slow_mode_sec: z.number(),
  pinned: z.string().nullable(),
  /** `live_ab12…`: recognises the key on screen, never enough to use it. */
  key_hint: z.string(),
});
export const adminLiveList = z.object({ list: z.array(adminLiveRow) });

/** The stream key is in this answer only (schedule, rotate); it is kept as a hash and never shown again. */
export const liveKeyAnswer = z.object({
  live: adminLiveRow,
  stream_key: z.string(),
  /** The server address OBS asks for beside the key. */
  ingest_url: z.string(),
});
export const adminLiveAnswer = z.object({ live: adminLiveRow });

/**
 * The recording of an ended class as a new lecture (decision 134): a ready video (uploaded through 영상 관리, or
 * already in the teacher's courses) added to the course's studio proposal, published by the school's review.
 */
export const liveRecordingBody = z.strictObject({
  course_sn: idField('강의'),
  media_key: text(300).regex(/^[a-z0-9][a-z0-9/_-]{0,299}$/, { message: '영상 위치가 올바르지 않습니다.' }),
  /** The lecture's title; the class's title with 다시보기 when left out. */
  title: text(200).trim().min(1, { message: '강의 제목을 입력해 주세요.' }).nullable().default(null),
});
export type LiveRecordingBody = z.infer<typeof liveRecordingBody>;
export const liveRecordingAnswer = z.object({
  live_id: z.number(),
  course_sn: z.number(),
  /** The studio proposal holding the new lecture (/api/admin/course-reviews publishes it). */
  draft_sn: z.number(),
  title: z.string(),
  duration_sec: z.number(),
});

// ── Bans, attendance, live now (decision 129) ─────────────────────────────────────────────────────────────────

/** Staff ban a member from every live class's chat, with the reason the audit keeps. */
export const liveBanBody = z.strictObject({
  member_id: idField('회원'),
  reason: text(300).trim().min(1, { message: '제한 사유를 입력해 주세요.' }),
});
export type LiveBanBody = z.infer<typeof liveBanBody>;
export const liveBanParams = z.strictObject({ member_id: idParam('회원') });
export const liveBanRow = z.object({
  member_id: z.number(),
  nick: z.string(),
  email: z.string(),
  reason: z.string(),
  banned_by: z.number(),
  /** ISO time. */
  created_at: z.string(),
});
export const liveBanList = z.object({ list: z.array(liveBanRow) });
export const liveBanAnswer = z.object({ ban: liveBanRow });
export const liveUnbanAnswer = z.object({ member_id: z.number() });

/** Who watched one class and for how long (overlapping connections of one member counted once). */
export const liveAttendanceRow = z.object({
  member_id: z.number(),
  nick: z.string(),
  /** ISO times of the first connection and the last moment seen. */
  first_joined_at: z.string(),
  last_seen_at: z.string(),
  watched_sec: z.number(),
  sessions: z.number(),
  /** Connected now. */
  watching: z.boolean(),
});
export const liveAttendance = z.object({
  live_id: z.number(),
  title: z.string(),
  state: z.enum(['scheduled', 'live', 'ended']),
  /** Connections open now, visitors of a free class included. */
  now_watching: z.number(),
  /** Members who came at all (the teacher and staff left out). */
  members: z.number(),
  list: z.array(liveAttendanceRow),
});

/** The console's 라이브 현황: classes on air with their viewers and chat rate. */
export const liveNowRow = z.object({
  live_id: z.number(),
  title: z.string(),
  teacher: z.string(),
  starts_at: z.string(),
  /** Connections open now (members and visitors; the teacher and staff left out). */
  viewers: z.number(),
  /** Chat messages in the last minute, and over the last 10 minutes per minute. */
  chat_last_min: z.number(),
  chat_per_min_10: z.number(),
  messages_total: z.number(),
  /**
   * The RTMP push (decision 141): `state` null before any push, `interrupted` while it is down; `kbps` (kbit/s arriving
   * over the last 5 s) and `dropped_frames` (ffmpeg's count for this push) null when no push is reporting.
   */
  ingest: z.object({
    state: z.enum(['live', 'interrupted']).nullable(),
    kbps: z.number().nullable(),
    dropped_frames: z.number().nullable(),
  }),
});
export const liveNowList = z.object({ list: z.array(liveNowRow) });
export type LiveNowRow = z.infer<typeof liveNowRow>;
