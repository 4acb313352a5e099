import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { text } from '../text.ts';
import { courseFields, lectureInput } from './catalogue.ts';
import { drawWithinQuestions, quizFields } from './quiz.ts';
import { adminVideo, subtitleParams } from './videos.ts';

// The teacher's studio (/studio; decision 115): their own courses, drafts and the review of them by operators.

export const studioMe = z.object({ teacher_sn: z.number(), name: z.string() });

const versionStatus = z.enum(['draft', 'submitted', 'returned', 'approved', 'published']);
export type VersionStatus = z.infer<typeof versionStatus>;

/**
 * A lecture's quiz in a proposal (decision 142): the console's learning-check quiz (decision 096) without its target;
 * it goes through the review with the draft, and the publish saves it as the lecture's quiz.
 */
export const studioLectureQuiz = quizFields.refine(...drawWithinQuestions);
export type StudioLectureQuiz = z.infer<typeof studioLectureQuiz>;
/** A proposal's lecture: the catalogue's, with its quiz (none when absent or null). */
const studioLecture = lectureInput.extend({ quiz: studioLectureQuiz.nullable().optional() });
const proposal = courseFields.omit({ teacher_sn: true, watermark: true }).extend({ lectures: z.array(studioLecture).max(300) });

/** What a teacher may propose: the course without its teacher and watermark (the school decides those). */
export const studioDraftBody = proposal
  .extend({ course_sn: z.number().int().positive().nullable().default(null) })
  .strict()
  .refine((c) => c.is_free === 'N' || c.price === 0, { message: '무료 강의의 가격은 0원이어야 합니다.', path: ['price'] })
  .refine((c) => c.is_free === 'Y' || c.price > 0 || c.pass_included === 'Y', { message: '유료 강의는 가격을 정하거나 이용권에 포함해 주세요.', path: ['price'] });
export type StudioDraftBody = z.infer<typeof studioDraftBody>;

/** The snapshot a version keeps: the proposal without `course_sn` (the version row holds that). */
const snapshot = proposal;
export type StudioSnapshot = z.infer<typeof snapshot>;

export const studioCourseRow = z.object({
  course_sn: z.number(),
  title: z.string(),
  is_published: z.enum(['Y', 'N']),
  student_count: z.number(),
  lecture_count: z.number(),
  /** The open proposal for this course (a draft or one under review), if any. */
  open_draft_sn: z.number().nullable(),
  open_status: versionStatus.nullable(),
});
export const studioCourses = z.object({ list: z.array(studioCourseRow) });

export const studioVersion = z.object({
  version_sn: z.number(),
  draft_sn: z.number(),
  version_no: z.number(),
  course_sn: z.number().nullable(),
  teacher_sn: z.number(),
  teacher: z.string(),
  status: versionStatus,
  review_comment: z.string().nullable(),
  snapshot,
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StudioVersion = z.infer<typeof studioVersion>;

const versionRow = studioVersion.omit({ snapshot: true }).extend({ title: z.string() });
export type StudioVersionRow = z.infer<typeof versionRow>;
export const studioDrafts = z.object({ list: z.array(versionRow) });
/** One proposal: its latest version and the history (newest first, snapshots left out). */
export const studioDraft = z.object({ latest: studioVersion, history: z.array(versionRow) });
export type StudioDraft = z.infer<typeof studioDraft>;

export const draftParams = z.object({ draft_sn: idParam() });
export const studioCourseParams = z.object({ course_sn: idParam() });
export const versionParams = z.object({ version_sn: idParam() });

export const courseReviewQuery = z.object({ status: z.enum(['submitted', 'approved', 'returned', 'published']).default('submitted') }).strict();
export const courseReviewQueue = studioDrafts;
export const returnBody = z.object({ comment: text(2000).trim().min(1, { message: '돌려보내는 이유를 적어 주세요.' }) }).strict();
export const approveBody = z.object({ comment: text(2000).trim().max(2000).optional() }).strict();

// ── The teacher's own videos (decision 142): uploaded through the console's pipeline, owned by the teacher ──

/** A video the teacher may pick for a lecture that is not an upload of theirs: one already in their courses. */
export const studioCourseMedia = z.object({ media_key: z.string(), title: z.string(), course: z.string() });
/**
 * The teacher's uploads (newest first, every state: 변환 중, 완료, 실패) with the console's size limit, and the videos
 * already in their courses: together, everything the draft editor's picker may offer (nothing of another teacher).
 */
export const studioVideos = z.object({
  max_bytes: z.number(),
  list: z.array(adminVideo.extend({ /** The languages of its subtitles (`ko`, `en`…). */ subtitles: z.array(z.string()) })),
  course_media: z.array(studioCourseMedia),
});
export type StudioVideos = z.infer<typeof studioVideos>;
export type StudioVideo = StudioVideos['list'][number];
export const studioVideoSubtitleParams = z.object({ video_id: idParam(), lang: subtitleParams.shape.lang });
