import { z } from 'zod';
import { text } from './text.ts';
import { yesNo } from './menu.ts';

/**
 * The member side of learning: the course-access check, starting and playing a
 * lecture, signed media, progress, learning history, comments and reviews
 * (docs/decisions/017-playback-and-progress.md). Field names follow the
 * specification where it names them (lc_no, player, play_second, comment, g_no,
 * parent, co_sn, accuse_cd, star, contents).
 */

export const playPaths = {
  courseAccess: '/api/rs/access/:course_sn',
  auto: '/api/rs/auto',
  play: '/api/rs/play/:lc_no',
  next: '/api/rs/next',
  setTime: '/api/rs/play/setTime',
  learning: '/api/rs/learning',
  latest: '/api/my/latest',
  /** Signed HLS files: the signature is part of the path so relative URLs inside playlists keep it. */
  hls: '/api/media/hls/:lc_no/:token/*',
  comments: '/api/board/comments/:lc_no',
  commentCreate: '/api/board/comment',
  commentEdit: '/api/board/comment/:id',
  commentDelete: '/api/board/comment/:id',
  commentAccuse: '/api/board/comment/accuse',
  reviewCheck: '/api/comm/review/chk',
  review: '/api/comm/review',
} as const;

export const playLimits = {
  idMax: 2_147_483_647,
  /** Longest accepted position; anything beyond a lecture's length is clamped to it. */
  playSecondMax: 86_400,
  playerMax: 64,
  /** A lecture counts as completed once this share of it was watched. */
  completeRatio: 0.9,
  /** Credit per wall-clock second between saves: double-speed playback still counts in full. */
  creditSpeedMax: 2,
  /** Seconds of slack per save for network and timer jitter. */
  creditSlackSeconds: 3,
  /** Minutes of viewing in a course (alternative to one completed lecture) that allow a review. */
  reviewMinSeconds: 600,
  commentMax: 1000,
  reviewContentsMax: 1000,
  pageMax: 1000,
  sizeDefault: 20,
  sizeMax: 50,
  /** Reports that hide a comment until someone reviews it. */
  accuseHideThreshold: 3,
  /** Signed media links live this long. */
  mediaLinkSeconds: 600,
} as const;

/** Where a member without access is sent to buy a pass (spec §4). */
export const PAYMENT_PATH = '/payment/product';

const id = (label: string) =>
  z.coerce
    .number({ message: `${label} 번호는 숫자여야 합니다.` })
    .int({ message: `${label} 번호는 정수여야 합니다.` })
    .min(1, { message: `${label} 번호가 올바르지 않습니다.` })
    .max(playLimits.idMax, { message: `${label} 번호가 올바르지 않습니다.` });

/** Body ids must be numbers (a JSON client sends numbers); numeric strings are accepted too. */
const bodyId = (label: string) => id(label);

const page = z.coerce
  .number({ message: '페이지는 숫자여야 합니다.' })
  .int({ message: '페이지는 정수여야 합니다.' })
  .min(1, { message: '페이지는 1 이상이어야 합니다.' })
  .max(playLimits.pageMax, { message: `페이지는 ${playLimits.pageMax} 이하여야 합니다.` })
  .default(1);
const size = z.coerce
  .number({ message: '조회 개수는 숫자여야 합니다.' })
  .int({ message: '조회 개수는 정수여야 합니다.' })
  .min(1, { message: '조회 개수는 1 이상이어야 합니다.' })
  .max(playLimits.sizeMax, { message: `조회 개수는 ${playLimits.sizeMax} 이하여야 합니다.` })
  .default(playLimits.sizeDefault);
const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

// ── GET /api/rs/access/{course_sn} ───────────────────────────────────────────
// 0000: may watch (go to /course/play/{id}); 0907: log in; 3010: buy a pass (data.redirect).

export const courseAccessParams = z.strictObject({ course_sn: id('강의') });
export const courseAccessResponse = z.strictObject({
  course_sn: z.number().int().positive(),
  /** free | pass | course (why access is granted). */
  reason: z.enum(['free', 'preview', 'pass', 'course']),
});
export type CourseAccessResponse = z.infer<typeof courseAccessResponse>;
/** The `data` of a 3010 answer: where to buy access. */
export const accessDeniedData = z.strictObject({ redirect: z.literal(PAYMENT_PATH) });

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
});
export type PlayInfoResponse = z.infer<typeof playInfoResponse>;

// ── GET /api/rs/next?lc_no= ───────────────────────────────────────────────────

export const nextQuery = z.strictObject({ lc_no: id('강의 영상') });
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

// ── Comments (board) ──────────────────────────────────────────────────────────

const commentText = text(undefined, { message: '댓글 내용을 입력해 주세요.' })
  .max(playLimits.commentMax, { message: `댓글은 ${playLimits.commentMax}자 이하로 입력해 주세요.` })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: '댓글 내용을 입력해 주세요.' });

export const commentsQuery = z.strictObject({ page: emptyAsUnset(page), size: emptyAsUnset(size) });
export const commentIdParams = z.strictObject({ id: id('댓글') });

const optionalRef = (label: string) =>
  z.coerce
    .number({ message: `${label} 번호는 숫자여야 합니다.` })
    .int({ message: `${label} 번호는 정수여야 합니다.` })
    .min(0, { message: `${label} 번호가 올바르지 않습니다.` })
    .max(playLimits.idMax, { message: `${label} 번호가 올바르지 않습니다.` })
    .default(0);

/** g_no 0 and parent 0: a new thread. Otherwise a reply in the thread of g_no (or of parent's thread). */
export const commentCreateBody = z.strictObject({
  lc_no: bodyId('강의 영상'),
  comment: commentText,
  g_no: optionalRef('댓글 그룹'),
  parent: optionalRef('상위 댓글'),
});
export type CommentCreateBody = z.infer<typeof commentCreateBody>;
export const commentEditBody = z.strictObject({ comment: commentText });

export const accuseCodes = {
  '01': '욕설·비방',
  '02': '광고·스팸',
  '03': '음란·선정적인 내용',
  '04': '개인정보 노출',
  '05': '투자 권유·허위 정보',
  '99': '기타',
} as const;
export type AccuseCode = keyof typeof accuseCodes;
export const commentAccuseBody = z.strictObject({
  co_sn: bodyId('댓글'),
  accuse_cd: z.enum(Object.keys(accuseCodes) as [AccuseCode, ...AccuseCode[]], {
    message: '신고 사유는 01(욕설·비방), 02(광고·스팸), 03(음란), 04(개인정보 노출), 05(투자 권유·허위 정보), 99(기타) 중 하나여야 합니다.',
  }),
});

export const commentItem = z.strictObject({
  co_sn: z.number().int().positive(),
  lc_no: z.number().int().positive(),
  g_no: z.number().int().positive(),
  /** 0 for a thread's first comment; else the comment replied to. */
  parent: z.number().int().nonnegative(),
  /** Plain text: render as text, never as HTML. */
  comment: z.string(),
  nickname: z.string(),
  /** 'Y': written by the member asking (may edit and delete). */
  is_mine: yesNo,
  /** 'Y': deleted; shown only as a placeholder because replies remain. */
  is_deleted: yesNo,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommentItem = z.infer<typeof commentItem>;
export const commentThread = commentItem.extend({ replies: z.array(commentItem) });
export const commentsResponse = z.strictObject({
  list: z.array(commentThread),
  /** Threads in all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type CommentsResponse = z.infer<typeof commentsResponse>;
export const commentResponse = commentItem;
export const commentDeleteResponse = z.strictObject({ co_sn: z.number().int().positive() });
export const commentAccuseResponse = z.strictObject({ co_sn: z.number().int().positive(), hidden: yesNo });

// ── Reviews ───────────────────────────────────────────────────────────────────

export const reviewCheckQuery = z.strictObject({ course_sn: id('강의') });
export const reviewCheckResponse = z.strictObject({
  course_sn: z.number().int().positive(),
  /** 'Y': may write a review now. */
  available: yesNo,
  reason: z.enum(['ok', 'not_watched', 'already_reviewed']),
  /** What a person reads about the decision. */
  message: z.string(),
  watched_seconds: z.number().int().nonnegative(),
  completed_count: z.number().int().nonnegative(),
});
export type ReviewCheckResponse = z.infer<typeof reviewCheckResponse>;

export const reviewBody = z.strictObject({
  course_sn: bodyId('강의'),
  star: z.coerce
    .number({ message: '별점은 숫자여야 합니다.' })
    .int({ message: '별점은 1에서 5 사이의 정수여야 합니다.' })
    .min(1, { message: '별점은 1에서 5 사이여야 합니다.' })
    .max(5, { message: '별점은 1에서 5 사이여야 합니다.' }),
  contents: text(undefined, { message: '리뷰 내용을 입력해 주세요.' })
    .max(playLimits.reviewContentsMax, { message: `리뷰는 ${playLimits.reviewContentsMax}자 이하로 입력해 주세요.` })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: '리뷰 내용을 입력해 주세요.' }),
});
export type ReviewBody = z.infer<typeof reviewBody>;
export const reviewResponse = z.strictObject({
  review_sn: z.number().int().positive(),
  course_sn: z.number().int().positive(),
  star: z.number().int().min(1).max(5),
  /** The course's summary after this review. */
  summary: z.strictObject({ count: z.number().int().nonnegative(), star_avg: z.number().min(0).max(5), text: z.string() }),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;
