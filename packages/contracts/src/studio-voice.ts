import { z } from 'zod';
import './zod-locale.ts';
import { idParam } from './id-param.ts';
import { text } from './text.ts';

// Learners' voice (decision 122): a teacher's public reply to a review, 수강전 문의 answered in public on the course
// page, and 새소식 to a course's learners.

const yn = z.enum(['Y', 'N']);

export const reviewSnParams = z.object({ review_sn: idParam() });
export const inquirySnParams = z.object({ inquiry_sn: idParam() });
export const courseSnParams = z.object({ course_sn: idParam() });
export const teacherNewsParams = z.object({ id: idParam() });
/** How many of a teacher's newest 새소식 the public page asks for (its summary shows 3, its list page 50). */
export const teacherNewsQuery = z.strictObject({
  size: z.coerce.number({ message: '개수는 숫자여야 합니다.' }).int({ message: '개수는 정수여야 합니다.' }).min(1, { message: '개수는 1에서 50 사이여야 합니다.' }).max(50, { message: '개수는 1에서 50 사이여야 합니다.' }).default(50),
});

export const replyBody = z.object({ body: text(2000).trim().min(1, { message: '답글을 입력해 주세요.' }) }).strict();
export const answerBody = z.object({ answer: text(4000).trim().min(1, { message: '답변을 입력해 주세요.' }) }).strict();
export const courseInquiryBody = z.object({ body: text(2000).trim().min(1, { message: '문의 내용을 입력해 주세요.' }) }).strict();
export const newsBody = z
  .object({
    course_sn: z.number().int().positive(),
    title: text(180).trim().min(1, { message: '제목을 입력해 주세요.' }),
    body: text(10_000).trim().min(1, { message: '내용을 입력해 주세요.' }),
    /** 'Y': it promotes (a discount, a new course): sent as 광고성 정보, `(광고)` in front, never at night. */
    is_ad: yn.default('N'),
  })
  .strict();
export type NewsBody = z.infer<typeof newsBody>;

export const studioReview = z.object({
  review_sn: z.number(),
  course_sn: z.number(),
  course_title: z.string(),
  nickname: z.string(),
  star: z.number(),
  contents: z.string(),
  created_at: z.string(),
  reply: z.string().nullable(),
});
export const studioReviews = z.object({ list: z.array(studioReview) });

export const courseInquiry = z.object({
  inquiry_sn: z.number(),
  course_sn: z.number(),
  nickname: z.string(),
  body: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type CourseInquiry = z.infer<typeof courseInquiry>;
export const courseInquiries = z.object({ list: z.array(courseInquiry) });
export const studioInquiries = z.object({ list: z.array(courseInquiry.extend({ course_title: z.string() })) });

export const teacherNewsItem = z.object({
  news_sn: z.number(),
  course_sn: z.number(),
  course_title: z.string(),
  /** As learners see it: a promotion's title starts with (광고). */
  title: z.string(),
  body: z.string(),
  is_ad: yn,
  sent_count: z.number(),
  created_at: z.string(),
});
export type TeacherNewsItem = z.infer<typeof teacherNewsItem>;
export const teacherNewsList = z.object({ list: z.array(teacherNewsItem) });

/** A 새소식 as the public teacher page shows it: what was sent, not to how many. */
export const publicTeacherNewsItem = teacherNewsItem.omit({ sent_count: true });
export type PublicTeacherNewsItem = z.infer<typeof publicTeacherNewsItem>;
export const publicTeacherNewsList = z.object({ list: z.array(publicTeacherNewsItem) });
