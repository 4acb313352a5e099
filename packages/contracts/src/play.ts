import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';
import { yesNo } from './menu.ts';
import { bodyId, emptyAsUnset, id, page, size } from './play-fields.ts';
import { PLAYBACK_RATES, playLimits } from './constants.ts';


/**
 * The member side of learning: the course-access check, starting and playing a
 * lecture, signed media, progress, learning history, comments and reviews
 * (docs/decisions/017-playback-and-progress.md). Field names follow the
 * specification where it names them (lc_no, player, play_second, comment, g_no,
 * parent, co_sn, accuse_cd, star, contents).
 */

// ── GET /api/rs/access/{course_sn} ───────────────────────────────────────────
// 0000: may watch (go to /course/play/{id}); 0907: log in; 3010: buy a pass (data.redirect).

export const courseAccessParams = z.strictObject({ course_sn: id('강의') });
export const courseAccessResponse = z.strictObject({
  course_sn: z.number().int().positive(),
  /** free | pass | course (why access is granted). */
  reason: z.enum(['free', 'preview', 'pass', 'course']),
});
export type CourseAccessResponse = z.infer<typeof courseAccessResponse>;

// ── POST /api/rs/auto ─────────────────────────────────────────────────────────

export const lectureBody = z.strictObject({ lc_no: bodyId('강의 영상') });
export type LectureBody = z.infer<typeof lectureBody>;

/**
 * A playback-session id issued by the server: 11 base-36 digits of the start time in
 * milliseconds, '-', random text. Ids compare as strings in start order, which is how
 * the server tells a newer playback session from a stale one.
 */
export const playerId = text(undefined, { message: 'player 값이 필요합니다.' })
  .min(1, { message: 'player 값이 필요합니다.' })
  .max(playLimits.playerMax, { message: `player 값은 ${playLimits.playerMax}자 이하여야 합니다.` })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'player 값은 영문, 숫자, -, _ 만 사용할 수 있습니다.' });

export const autoResponse = z.strictObject({
  lc_no: z.number().int().positive(),
  course_sn: z.number().int().positive(),
  /** Send this back as `player` in setTime. */
  player: z.string(),
});
export type AutoResponse = z.infer<typeof autoResponse>;

// ── GET /api/rs/play/{lc_no} ─────────────────────────────────────────────────

export const lectureParams = z.strictObject({ lc_no: id('강의 영상') });

export const playInfoResponse = z.strictObject({
  lecture: z.strictObject({
    lc_no: z.number().int().positive(),
    title: z.string(),
    sort: z.number().int().nonnegative(),
    is_preview: yesNo,
  }),
  course: z.strictObject({
    course_sn: z.number().int().positive(),
    title: z.string(),
    teacher_name: z.string(),
    is_free: yesNo,
    is_demo: yesNo,
  }),
  /** Seconds of the playable video (the sample videos are short; the catalogue length may differ). */
  duration: z.number().int().positive(),
  media: z
    .strictObject({
      /** Master playlist (two renditions); valid until expires_at, only for this member. */
      hls: z.string(),
      expires_at: z.string(),
      renditions: z.array(z.string()),
    })
    .nullable(),
  /** Where to resume, seconds. */
  resume_second: z.number().int().nonnegative(),
  /** Furthest point reached, seconds. */
  max_second: z.number().int().nonnegative(),
  completed: yesNo,
  prev_lc_no: z.number().int().positive().nullable(),
  next_lc_no: z.number().int().positive().nullable(),
  /** Text to overlay on paid lectures (masked e-mail and member number); null on free ones. */
  watermark: z.string().nullable(),
  player: z.string(),
  /** WebVTT subtitles of the lecture; each url is under the signed media link (empty when the video is not ready). */
  subtitles: z.array(z.strictObject({ lang: z.string(), label: z.string(), url: z.string() })),
});
export type PlayInfoResponse = z.infer<typeof playInfoResponse>;

// ── GET /api/rs/next?lc_no= ───────────────────────────────────────────────────

/** Without lc_no (the specification's form): the signed-in member's next lecture to watch, from their learning. */
export const nextQuery = z.strictObject({ lc_no: id('강의 영상').optional() });
/** null data: the lecture is the course's last. */
export const nextResponse = z
  .strictObject({
    lc_no: z.number().int().positive(),
    title: z.string(),
    course_sn: z.number().int().positive(),
    is_preview: yesNo,
  })
  .nullable();
export type NextResponse = z.infer<typeof nextResponse>;

// ── PUT /api/rs/play/setTime ──────────────────────────────────────────────────

export const setTimeBody = z.strictObject({
  lc_no: bodyId('강의 영상'),
  player: playerId,
  play_second: z.coerce
    .number({ message: '재생 위치는 숫자여야 합니다.' })
    .min(0, { message: '재생 위치는 0 이상이어야 합니다.' })
    .max(playLimits.playSecondMax, { message: '재생 위치가 올바르지 않습니다.' })
    .transform((n) => Math.floor(n)),
});
export type SetTimeBody = z.infer<typeof setTimeBody>;

export const setTimeResponse = z.strictObject({
  lc_no: z.number().int().positive(),
  resume_second: z.number().int().nonnegative(),
  max_second: z.number().int().nonnegative(),
  completed: yesNo,
});
export type SetTimeResponse = z.infer<typeof setTimeResponse>;

// ── GET /api/rs/learning ──────────────────────────────────────────────────────

export const learningResponse = z.strictObject({
  list: z.array(
    z.strictObject({
      course_sn: z.number().int().positive(),
      title: z.string(),
      cover: z.string(),
      is_demo: yesNo,
      lecture_count: z.number().int().nonnegative(),
      started_count: z.number().int().nonnegative(),
      completed_count: z.number().int().nonnegative(),
      /** Completed lectures / all lectures, 0–100. */
      progress_percent: z.number().int().min(0).max(100),
      last_watched_at: z.string(),
      last_lc_no: z.number().int().positive(),
      last_lecture_title: z.string(),
      completed_lc_nos: z.array(z.number().int().positive()),
    }),
  ),
});
export type LearningResponse = z.infer<typeof learningResponse>;

// ── GET /api/my/latest?page=&size= ────────────────────────────────────────────

export const latestQuery = z.strictObject({ page: emptyAsUnset(page), size: emptyAsUnset(size) });
export const latestItem = z.strictObject({
  lc_no: z.number().int().positive(),
  title: z.string(),
  course_sn: z.number().int().positive(),
  course_title: z.string(),
  cover: z.string(),
  duration: z.number().int().positive(),
  resume_second: z.number().int().nonnegative(),
  max_second: z.number().int().nonnegative(),
  progress_percent: z.number().int().min(0).max(100),
  completed: yesNo,
  watched_at: z.string(),
});
export const latestResponse = z.strictObject({
  list: z.array(latestItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type LatestResponse = z.infer<typeof latestResponse>;

// ── GET / PUT /api/my/player ──────────────────────────────────────────────────
// The member's player setting: the speed the player starts every lecture at, on every device (decision 084).

export const playbackRate = z
  .number({ message: '재생 속도는 숫자여야 합니다.' })
  .refine((n) => (PLAYBACK_RATES as readonly number[]).includes(n), {
    message: `재생 속도는 ${PLAYBACK_RATES.join(', ')}배 중 하나여야 합니다.`,
  });
export const playerSetting = z.strictObject({ playback_rate: playbackRate });
export type PlayerSetting = z.infer<typeof playerSetting>;

// ── GET /api/media/hls/{lc_no}/{token}/… (signed HLS, docs/decisions/017, 082, 083) ─
// The signature is part of the path, so the relative addresses inside a playlist keep it.

const signedMedia = { lc_no: lectureParams.shape.lc_no, token: text().max(500) };
const mediaName = text().max(40).regex(/^[a-z0-9_-]+$/);
/** `{name}.m3u8`: the master playlist. */
export const hlsMasterParams = z.strictObject({ ...signedMedia, name: mediaName });
/** `{rendition}/{name}.m3u8|.m4s|.mp4`: a rendition's playlist and its segments. */
export const hlsFileParams = z.strictObject({ ...signedMedia, rendition: text().max(16).regex(/^[a-z0-9]+$/), name: mediaName });
/** `key/{kid}.key`: the AES-128 key. */
export const hlsKeyParams = z.strictObject({ ...signedMedia, kid: text().max(32) });
/** `{lc_no}/{token}/state`: whether this device's stream still plays (polled by the player while it plays). */
export const hlsStreamParams = z.strictObject({ ...signedMedia });
export const streamStateResponse = z.strictObject({ lc_no: z.number().int().positive() });
export type StreamStateResponse = z.infer<typeof streamStateResponse>;
/** `subtitles/{lang}.vtt`: a WebVTT subtitle. */
export const hlsSubtitleParams = z.strictObject({ ...signedMedia, lang: text().max(2).regex(/^[a-z]{2}$/) });
