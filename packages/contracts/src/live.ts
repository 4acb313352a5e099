import { z } from 'zod';
import './zod-locale.ts';
import { idParam } from './id-param.ts';
import { text } from './text.ts';
import { emptyAsUnset } from './play-fields.ts';

// Live classes (apps/api/src/modules/live; docs/decisions/119, 120): the schedule members see and the chat socket.

export const LIVE_AUDIENCES = ['free', 'members', 'pass', 'course', 'seminar'] as const;
export const LIVE_STATES = ['scheduled', 'live', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const liveParams = z.strictObject({ live_id: idParam('라이브 수업') });

/**
 * The schedule's filters: `course_sn` keeps the classes of one course (its buyers' classes, shown on the course page);
 * `upcoming=Y` keeps those not ended (방송 예정 and 방송중: the home page's 라이브 수업).
 */
export const liveListQuery = z.strictObject({
  course_sn: emptyAsUnset(idParam('강의').optional()),
  upcoming: emptyAsUnset(z.enum(['Y', 'N'], { message: "upcoming은 'Y' 또는 'N'이어야 합니다." }).optional()),
});
export type LiveListQuery = z.infer<typeof liveListQuery>;

export const liveClassRow = z.object({
  live_id: z.number(),
  title: z.string(),
  teacher_sn: z.number(),
  teacher: z.string(),
  /** ISO time. */
  starts_at: z.string(),
  audience: z.enum(LIVE_AUDIENCES),
  course_sn: z.number().nullable(),
  seminar_sn: z.number().nullable(),
  /** scheduled: 방송 준비 중, live: 라이브, ended: 종료. */
  state: z.enum(LIVE_STATES),
});
export type LiveClassRow = z.infer<typeof liveClassRow>;
export const liveListResponse = z.object({ list: z.array(liveClassRow) });

/** Whether the caller may watch and write; `reason` says why not (login, entitlement, banned). */
export const liveAccessAnswer = z.object({
  can_watch: z.boolean(),
  can_write: z.boolean(),
  reason: z.enum(['login', 'entitlement', 'banned']).nullable(),
  /** The class's teacher or staff: may hide, mute, pin and mark questions answered. */
  moderator: z.boolean(),
});
export const liveDetailResponse = liveClassRow.extend({
  slow_mode_sec: z.number(),
  pinned: z.string().nullable(),
  access: liveAccessAnswer,
  /** The signed-in member asked for a notice 10 minutes before the start (always false for a visitor). */
  reminder: z.boolean(),
});
export type LiveDetail = z.infer<typeof liveDetailResponse>;

/** A member's reminder (decision 129): one notice 10 minutes before the start, on the channels chosen for 라이브 수업. */
export const liveReminderAnswer = z.object({ live_id: z.number(), reminder: z.boolean() });
/** The classes the signed-in member set a reminder on that have not started yet. */
export const liveReminderList = z.object({ live_ids: z.array(z.number()) });

// ── The chat socket: GET /api/live/:live_id/chat upgraded to a WebSocket; each frame one JSON object ──────────

/** The first frame: the member's access token (null for a visitor of a free class) and the last message id seen. */
const authFrame = z.strictObject({ type: z.literal('auth'), token: text(4096).nullable(), after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) });
const sendFrame = z.strictObject({ type: z.literal('send'), text: text(1000), question: z.boolean().default(false) });
const messageRef = { id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) };
const hideFrame = z.strictObject({ type: z.literal('hide'), ...messageRef });
const answeredFrame = z.strictObject({ type: z.literal('answered'), ...messageRef });
const muteFrame = z.strictObject({ type: z.literal('mute'), member_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), on: z.boolean() });
const pinFrame = z.strictObject({ type: z.literal('pin'), text: text(300).nullable() });

/** What a client sends. Moderation frames (hide, answered, mute, pin) are the teacher's and staff's. */
export const liveChatClientFrame = z.discriminatedUnion('type', [authFrame, sendFrame, hideFrame, answeredFrame, muteFrame, pinFrame]);
export type LiveChatClientFrame = z.input<typeof liveChatClientFrame>;

export const liveChatMessage = z.object({
  type: z.literal('message'),
  id: z.number(),
  nick: z.string(),
  /** Plain text: render it as text, never as HTML. */
  text: z.string(),
  question: z.boolean(),
  answered: z.boolean(),
  at: z.string(),
  /** Only on a moderator's socket (to mute the writer). */
  member_id: z.number().optional(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessage>;

/** What the server sends: the welcome after auth, messages (history first, then live), moderation, refusals. */
export const liveChatServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), live_id: z.number(), state: z.enum([...LIVE_STATES, 'interrupted']), can_write: z.boolean(), moderator: z.boolean(), slow_mode_sec: z.number(), pinned: z.string().nullable() }),
  liveChatMessage,
  z.object({ type: z.literal('hidden'), id: z.number() }),
  z.object({ type: z.literal('answered'), id: z.number() }),
  z.object({ type: z.literal('pinned'), text: z.string().nullable() }),
  z.object({ type: z.literal('slow_mode'), seconds: z.number() }),
  z.object({ type: z.literal('state'), state: z.enum([...LIVE_STATES, 'interrupted']) }),
  /** A refused frame (the socket stays open) or, before `ready`, a refused connection (then closed). */
  z.object({ type: z.literal('refused'), code: z.string(), message: z.string() }),
]);
export type LiveChatServerFrame = z.infer<typeof liveChatServerFrame>;

// ── The broadcast for viewers (docs/decisions/140) ───────────────────────────────
// `GET /api/live/{live_id}/watch` starts the member's stream (one at a time, as a lecture's) and answers the signed
// playlist address; the playlist, its segments and its key live under `/api/media/live/{live_id}/{token}/`.

export const liveWatchResponse = z.strictObject({
  live_id: z.number().int().positive(),
  /** The signed live playlist (`…/index.m3u8`): valid until expires_at, for this member's stream only. */
  hls: z.string(),
  expires_at: z.string(),
  /** The member's masked e-mail and number, drawn moving over the picture. */
  watermark: z.string(),
});
export type LiveWatchResponse = z.infer<typeof liveWatchResponse>;

const signedLive = { live_id: idParam('라이브 수업'), token: text().max(500) };
/** `{live_id}/{token}/index.m3u8`: the live playlist. */
export const liveMediaParams = z.strictObject(signedLive);
/** `{live_id}/{token}/{name}.ts`: one encrypted MPEG-TS segment. */
export const liveSegmentParams = z.strictObject({ ...signedLive, name: text().max(40).regex(/^[a-z0-9_-]+$/) });
/** `{live_id}/{token}/key/{kid}.key`: the broadcast's AES-128 key. */
export const liveKeyParams = z.strictObject({ ...signedLive, kid: text().max(32) });
