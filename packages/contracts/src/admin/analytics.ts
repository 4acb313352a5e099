import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';

// Course analytics (decision 123): the teacher's own courses in the studio, every course for operators. Every figure
// comes from the aggregates the `studio-analytics` job writes; `refreshed_at` says when it last ran (null: never).

export const analyticsCourseParams = z.object({ course_sn: idParam('강의') });
export const analyticsLectureParams = z.object({ lc_no: idParam('강의 영상') });

export const analyticsCourseRow = z.object({
  course_sn: z.number(),
  title: z.string(),
  teacher_sn: z.number(),
  teacher: z.string(),
  lecture_count: z.number(),
  /** The completion funnel: enrolled or watched → started → half of the lectures completed → all completed. */
  learners: z.number(),
  started: z.number(),
  half: z.number(),
  completed: z.number(),
  gross_won: z.number(),
  refunded_won: z.number(),
  reviews: z.number(),
  /** Average stars of visible reviews; null without any. */
  rating: z.number().nullable(),
});
export type AnalyticsCourseRow = z.infer<typeof analyticsCourseRow>;

export const analyticsCourses = z.object({ refreshed_at: z.string().nullable(), list: z.array(analyticsCourseRow) });
export type AnalyticsCourses = z.infer<typeof analyticsCourses>;

const teacherRow = z.object({
  teacher_sn: z.number(),
  name: z.string(),
  courses: z.number(),
  learners: z.number(),
  completed: z.number(),
  gross_won: z.number(),
  refunded_won: z.number(),
  reviews: z.number(),
  rating: z.number().nullable(),
});
export const analyticsOverview = analyticsCourses.extend({ teachers: z.array(teacherRow) });
export type AnalyticsOverview = z.infer<typeof analyticsOverview>;

/** Money of one day, week (its Monday) or month (its first day), Korean time. */
const revenuePoint = z.object({ period: z.string(), orders: z.number(), gross_won: z.number(), refunded_won: z.number() });
export type RevenuePoint = z.infer<typeof revenuePoint>;

export const analyticsCourse = z.object({
  refreshed_at: z.string().nullable(),
  course: analyticsCourseRow,
  lectures: z.array(z.object({ lc_no: z.number(), title: z.string(), duration_sec: z.number(), viewers: z.number(), completed: z.number() })),
  /** The last 90 days, 26 weeks and 12 months, each period present (zero when nothing happened). */
  revenue: z.object({ day: z.array(revenuePoint), week: z.array(revenuePoint), month: z.array(revenuePoint) }),
  /** The last 52 weeks that had reviews: how many and their average. */
  ratings: z.array(z.object({ week: z.string(), reviews: z.number(), average: z.number() })),
});
export type AnalyticsCourse = z.infer<typeof analyticsCourse>;

export const analyticsLecture = z.object({
  refreshed_at: z.string().nullable(),
  lc_no: z.number(),
  title: z.string(),
  course_sn: z.number(),
  course_title: z.string(),
  duration_sec: z.number(),
  /** `reached[k]`: viewers whose furthest point is at least k × bucket_sec seconds; `reached[0]` = viewers. */
  bucket_sec: z.number(),
  viewers: z.number(),
  completed: z.number(),
  reached: z.array(z.number()),
  chapters: z.array(z.object({ at_sec: z.number(), title: z.string() })),
});
export type AnalyticsLecture = z.infer<typeof analyticsLecture>;
