import { z } from 'zod';
import './zod-locale.ts';
import { accuseReasons, playLimits } from './constants.ts';
import { text } from './text.ts';
import { yesNo } from './menu.ts';
import { bodyId, emptyAsUnset, id, page, size } from './play-fields.ts';

/** Lecture comments and course reviews (docs/decisions/017, 018); field names follow the specification. */

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

export type AccuseCode = (typeof accuseReasons)[number];
export const commentAccuseBody = z.strictObject({
  co_sn: bodyId('댓글'),
  accuse_cd: z.enum(accuseReasons, {
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
  /** 'Y': hidden by an operator or by reports; shown only as a placeholder because replies remain. */
  is_hidden: yesNo,
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

/** Newest first, or most helpful first (then newest). */
export const reviewSorts = ['latest', 'helpful'] as const;
export const reviewsQuery = z.strictObject({
  course_sn: id('강의'),
  sort: emptyAsUnset(z.enum(reviewSorts, { message: "sort는 'latest' 또는 'helpful'이어야 합니다." }).default('helpful')),
  page: emptyAsUnset(page),
  size: emptyAsUnset(size),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;
export const reviewItem = z.strictObject({
  review_sn: z.number().int().positive(),
  star: z.number().int().min(1).max(5),
  /** Plain text: render as text, never as HTML. */
  contents: z.string(),
  /** The writer's nickname with its middle masked ('김*투'). */
  nickname: z.string(),
  /** How much of the course the writer has completed, in percent of its lectures (0–100). */
  progress: z.number().int().min(0).max(100),
  helpful_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const reviewsResponse = z.strictObject({
  list: z.array(reviewItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  sort: z.enum(reviewSorts),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;
export const reviewHelpfulBody = z.strictObject({ review_sn: bodyId('리뷰') });
export const reviewHelpfulResponse = z.strictObject({ review_sn: z.number().int().positive(), helpful_count: z.number().int().nonnegative() });
export type ReviewHelpfulResponse = z.infer<typeof reviewHelpfulResponse>;
