import { sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';

// Reads of the aggregates only (decision 123): every query here touches analytics_* rows, plus the course, lecture and
// teacher a row names; never progress rows, the ledger or reviews.

export { teacherOfMember } from '../../db/catalogue.queries.ts';

export type CourseRow = {
  course_sn: number;
  title: string;
  teacher_sn: number;
  teacher: string;
  lecture_count: number;
  learners: number;
  started: number;
  half: number;
  completed: number;
  gross_won: number;
  refunded_won: number;
  reviews: number;
  star_sum: number;
  refreshed_at: string | null;
};

/** Courses with their aggregate (zeros and no `refreshed_at` before the job's first run), newest first. */
export async function courseRows(db: Conn, where: SQL): Promise<CourseRow[]> {
  const r = await db.execute<CourseRow>(sql`
    select c.course_sn, c.title, c.teacher_sn, t.name as teacher,
           coalesce(a.lecture_count, 0) as lecture_count, coalesce(a.learners, 0) as learners, coalesce(a.started, 0) as started,
           coalesce(a.half, 0) as half, coalesce(a.completed, 0) as completed, coalesce(a.gross_won, 0)::float8 as gross_won,
           coalesce(a.refunded_won, 0)::float8 as refunded_won, coalesce(a.reviews, 0) as reviews, coalesce(a.star_sum, 0) as star_sum,
           to_char(a.refreshed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as refreshed_at
      from courses c join teachers t on t.teacher_sn = c.teacher_sn
      left join analytics_courses a on a.course_sn = c.course_sn
     where ${where}
     order by c.course_sn desc`);
  return r.rows;
}

export const byTeacher = (teacherSn: number) => sql`c.teacher_sn = ${teacherSn}`;
export const byCourse = (courseSn: number) => sql`c.course_sn = ${courseSn}`;
export const everyCourse = sql`true`;

export async function lectureRows(db: Conn, courseSn: number) {
  const r = await db.execute<{ lc_no: number; title: string; duration_sec: number; viewers: number; completed: number }>(sql`
    select l.lc_no, l.title, l.duration_sec, coalesce(a.viewers, 0) as viewers, coalesce(a.completed, 0) as completed
      from lectures l left join analytics_lectures a on a.lc_no = l.lc_no
     where l.course_sn = ${courseSn}
     order by l.sort_order, l.lc_no`);
  return r.rows;
}

export type RevenueRow = {
  period: string;
  orders: number;
  gross_won: number;
  refunded_won: number;
};

export type Unit = 'day' | 'week' | 'month';
/** How many periods of each unit the course page shows. */
export const PERIODS: Record<Unit, number> = { day: 90, week: 26, month: 12 };

/**
 * The course's revenue of the last 90 days, 26 weeks and 12 months up to `today` (Korean date), each period present,
 * in one statement (one connection per page, not three).
 */
export async function revenue(db: Conn, courseSn: number, today: string): Promise<(RevenueRow & { unit: Unit })[]> {
  const r = await db.execute<RevenueRow & { unit: Unit }>(sql`
    with units(unit, n) as (values ('day', ${PERIODS.day}::int), ('week', ${PERIODS.week}::int), ('month', ${PERIODS.month}::int)),
    periods as (
      select u.unit, p::date as period, (p + ('1 ' || u.unit)::interval)::date as next
        from units u,
             generate_series(date_trunc(u.unit, ${today}::timestamp) - (u.n - 1) * ('1 ' || u.unit)::interval, date_trunc(u.unit, ${today}::timestamp), ('1 ' || u.unit)::interval) p)
    select p.unit, to_char(p.period, 'YYYY-MM-DD') as period, coalesce(sum(d.orders), 0)::int as orders,
           coalesce(sum(d.gross_won), 0)::float8 as gross_won, coalesce(sum(d.refunded_won), 0)::float8 as refunded_won
      from periods p
      left join analytics_revenue_days d on d.course_sn = ${courseSn} and d.day >= p.period and d.day < p.next
     group by p.unit, p.period
     order by p.unit, p.period`);
  return r.rows;
}

export async function ratingWeeks(db: Conn, courseSn: number, today: string) {
  const r = await db.execute<{ week: string; reviews: number; star_sum: number }>(sql`
    select to_char(week, 'YYYY-MM-DD') as week, reviews, star_sum from analytics_rating_weeks
     where course_sn = ${courseSn} and week > ${today}::date - 364
     order by week`);
  return r.rows;
}

export type LectureRow = {
  lc_no: number;
  title: string;
  course_sn: number;
  course_title: string;
  teacher_sn: number;
  duration_sec: number;
  bucket_sec: number | null;
  viewers: number;
  completed: number;
  reached: number[] | null;
  chapters: { at_sec: number; title: string }[] | null;
  refreshed_at: string | null;
};

export async function lectureRow(db: Conn, lcNo: number): Promise<LectureRow | undefined> {
  const r = await db.execute<LectureRow>(sql`
    select l.lc_no, l.title, c.course_sn, c.title as course_title, c.teacher_sn, l.duration_sec, a.bucket_sec,
           coalesce(a.viewers, 0) as viewers, coalesce(a.completed, 0) as completed, a.reached, a.chapters,
           to_char(ac.refreshed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as refreshed_at
      from lectures l join courses c on c.course_sn = l.course_sn
      left join analytics_lectures a on a.lc_no = l.lc_no
      left join analytics_courses ac on ac.course_sn = c.course_sn
     where l.lc_no = ${lcNo}`);
  return r.rows[0];
}
