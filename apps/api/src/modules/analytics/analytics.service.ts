import type { AnalyticsCourse, AnalyticsCourseRow, AnalyticsCourses, AnalyticsLecture, AnalyticsOverview } from '@school/contracts/admin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { koreanDay } from '@school/contracts';
import { BUCKET_SEC, refreshAnalytics } from './analytics.aggregate.ts';
import * as q from './analytics.queries.ts';

const rating = (reviews: number, starSum: number) => (reviews > 0 ? Math.round((starSum / reviews) * 100) / 100 : null);
/** ISO times compare as text. */
const newest = (rows: { refreshed_at: string | null }[]) => rows.reduce<string | null>((m, r) => (r.refreshed_at && (!m || r.refreshed_at > m) ? r.refreshed_at : m), null);

function courseRow(r: q.CourseRow): AnalyticsCourseRow {
  const { star_sum, refreshed_at: _refreshed, ...rest } = r;
  return { ...rest, rating: rating(r.reviews, star_sum) };
}

/** Who is asking: a teacher sees only their own courses, an operator every course. */
export type Viewer = { teacherSn: number } | 'operator';

/**
 * Course analytics (decision 123), answered from the aggregates the `studio-analytics` job writes: a page costs a
 * few indexed reads whatever the number of learners or events behind it.
 */
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  /** The job's run (also what a test calls). */
  refresh(now = new Date()) {
    return refreshAnalytics(this.db, now);
  }

  /** The signed-in member's teacher profile, or the studio's refusal. */
  async teacher(memberId: number): Promise<Viewer> {
    const t = await q.teacherOfMember(this.db, memberId);
    if (!t) throw new AppError('STUDIO_NOT_TEACHER');
    return { teacherSn: t.teacherSn };
  }

  /** A teacher's lookup beside the read it guards (one round trip less); the read is dropped when refused. */
  private async guarded<T>(viewer: Promise<Viewer>, read: Promise<T>, teacherOf: (row: T) => number | undefined): Promise<T> {
    const [v, row] = await Promise.all([viewer, read]);
    const owner = teacherOf(row);
    if (owner === undefined || (v !== 'operator' && owner !== v.teacherSn)) throw new AppError('ANALYTICS_NOT_FOUND');
    return row;
  }

  async courses(viewer: Viewer): Promise<AnalyticsCourses> {
    const rows = await q.courseRows(this.db, viewer === 'operator' ? q.everyCourse : q.byTeacher(viewer.teacherSn));
    return { refreshed_at: newest(rows), list: rows.map(courseRow) };
  }

  async overview(): Promise<AnalyticsOverview> {
    const { refreshed_at, list } = await this.courses('operator');
    const teachers = new Map<number, AnalyticsOverview['teachers'][number] & { star_sum: number }>();
    for (const c of list) {
      const t = teachers.get(c.teacher_sn) ?? { teacher_sn: c.teacher_sn, name: c.teacher, courses: 0, learners: 0, completed: 0, gross_won: 0, refunded_won: 0, reviews: 0, rating: null, star_sum: 0 };
      t.courses += 1;
      t.learners += c.learners;
      t.completed += c.completed;
      t.gross_won += c.gross_won;
      t.refunded_won += c.refunded_won;
      t.reviews += c.reviews;
      t.star_sum += c.rating === null ? 0 : c.rating * c.reviews;
      teachers.set(c.teacher_sn, t);
    }
    const ranked = [...teachers.values()].map(({ star_sum, ...t }) => ({ ...t, rating: rating(t.reviews, star_sum) }));
    ranked.sort((a, b) => b.gross_won - b.refunded_won - (a.gross_won - a.refunded_won) || a.teacher_sn - b.teacher_sn);
    return { refreshed_at, list, teachers: ranked };
  }

  async course(viewer: Promise<Viewer>, courseSn: number, now = new Date()): Promise<AnalyticsCourse> {
    const today = koreanDay(now);
    const [[row], lectures, money, weeks] = await Promise.all([
      this.guarded(viewer, q.courseRows(this.db, q.byCourse(courseSn)), (rows) => rows[0]?.teacher_sn),
      q.lectureRows(this.db, courseSn),
      q.revenue(this.db, courseSn, today),
      q.ratingWeeks(this.db, courseSn, today),
    ]);
    const series = (unit: q.Unit) => money.filter((m) => m.unit === unit).map(({ unit: _unit, ...m }) => m);
    return {
      refreshed_at: row!.refreshed_at,
      course: courseRow(row!),
      lectures,
      revenue: { day: series('day'), week: series('week'), month: series('month') },
      ratings: weeks.map((w) => ({ week: w.week, reviews: w.reviews, average: rating(w.reviews, w.star_sum) ?? 0 })),
    };
  }

  async lecture(viewer: Promise<Viewer>, lcNo: number): Promise<AnalyticsLecture> {
    const r = (await this.guarded(viewer, q.lectureRow(this.db, lcNo), (row) => row?.teacher_sn))!;
    const { teacher_sn: _teacher, refreshed_at, bucket_sec, reached, chapters, ...rest } = r;
    return { ...rest, refreshed_at, bucket_sec: bucket_sec ?? BUCKET_SEC, reached: reached ?? [], chapters: chapters ?? [] };
  }
}
