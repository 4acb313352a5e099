import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** Width of a retention bucket, seconds: the curve has a point every 5 s of video (decision 123). */
export const BUCKET_SEC = 5;

/** Per lecture: viewers reaching each bucket's start, from each viewer's furthest second (lecture_progress.max_second). */
async function lectures(tx: Tx) {
  await tx.execute(sql`delete from analytics_lectures`);
  await tx.execute(sql`
    insert into analytics_lectures (lc_no, course_sn, duration_sec, bucket_sec, viewers, completed, reached, chapters)
    with per as (
      select p.lc_no, least(p.max_second, l.duration_sec) / ${BUCKET_SEC} as k, count(*)::int as n, count(p.completed_at)::int as done
        from lecture_progress p join lectures l on l.lc_no = p.lc_no
       group by 1, 2),
    grid as (
      select l.lc_no, l.course_sn, l.duration_sec, g.k
        from lectures l cross join lateral generate_series(0, l.duration_sec / ${BUCKET_SEC}) as g(k)),
    cum as (
      select grid.lc_no, grid.course_sn, grid.duration_sec, grid.k, coalesce(per.done, 0) as done,
             (sum(coalesce(per.n, 0)) over (partition by grid.lc_no order by grid.k desc))::int as reached
        from grid left join per on per.lc_no = grid.lc_no and per.k = grid.k)
    select c.lc_no, c.course_sn, c.duration_sec, ${BUCKET_SEC}, max(c.reached) filter (where c.k = 0), sum(c.done)::int,
           array_agg(c.reached order by c.k),
           coalesce((select jsonb_agg(jsonb_build_object('at_sec', ch.at_sec, 'title', ch.title) order by ch.at_sec)
                       from lecture_chapters ch where ch.lc_no = c.lc_no), '[]'::jsonb)
      from cum c
     group by c.lc_no, c.course_sn, c.duration_sec`);
}

/** Per course: learners (enrolled or watched), the funnel, revenue and ratings totals. */
async function courses(tx: Tx, now: Date) {
  await tx.execute(sql`delete from analytics_courses`);
  await tx.execute(sql`
    insert into analytics_courses (course_sn, teacher_sn, lecture_count, learners, started, half, completed, gross_won, refunded_won, reviews, star_sum, refreshed_at)
    with lc as (select course_sn, count(*)::int as n from lectures group by 1),
    prog as (select course_sn, member_id, count(completed_at)::int as done from lecture_progress group by 1, 2),
    people as (
      select course_sn, member_id from prog
      union select course_sn, member_id from entitlements where kind = 'course'),
    funnel as (
      select pe.course_sn, count(*)::int as learners, count(pr.member_id)::int as started,
             count(*) filter (where pr.done > 0 and pr.done * 2 >= coalesce(lc.n, 0))::int as half,
             count(*) filter (where pr.done > 0 and pr.done >= coalesce(lc.n, 0))::int as completed
        from people pe
        left join prog pr on pr.course_sn = pe.course_sn and pr.member_id = pe.member_id
        left join lc on lc.course_sn = pe.course_sn
       group by 1),
    money as (select course_sn, sum(gross_won)::bigint as gross, sum(refunded_won)::bigint as refunded from analytics_revenue_days group by 1),
    stars as (select course_sn, sum(reviews)::int as reviews, sum(star_sum)::int as star_sum from analytics_rating_weeks group by 1)
    select c.course_sn, c.teacher_sn, coalesce(lc.n, 0), coalesce(f.learners, 0), coalesce(f.started, 0), coalesce(f.half, 0),
           coalesce(f.completed, 0), coalesce(m.gross, 0), coalesce(m.refunded, 0), coalesce(s.reviews, 0), coalesce(s.star_sum, 0), ${now}
      from courses c
      left join lc on lc.course_sn = c.course_sn
      left join funnel f on f.course_sn = c.course_sn
      left join money m on m.course_sn = c.course_sn
      left join stars s on s.course_sn = c.course_sn`);
}

/** Per course and Korean day: single-course purchases from the ledger (passes and subscriptions belong to no course). */
async function revenue(tx: Tx) {
  await tx.execute(sql`delete from analytics_revenue_days`);
  await tx.execute(sql`
    insert into analytics_revenue_days (course_sn, day, orders, gross_won, refunded_won)
    select pr.course_sn, (e.occurred_at at time zone 'Asia/Seoul')::date,
           count(*) filter (where e.kind = 'order_payment')::int,
           coalesce(sum(e.won) filter (where e.kind = 'order_payment'), 0)::bigint,
           coalesce(sum(-e.won) filter (where e.kind <> 'order_payment'), 0)::bigint
      from ledger_entries e
      join orders o on o.order_sn = (case when e.source_type = 'order' then e.source_id::bigint end)
      join products pr on pr.product_id = o.product_id
     where e.source_type = 'order' and e.kind in ('order_payment', 'order_refund', 'payment_reversal') and e.won <> 0
       and pr.course_sn is not null
     group by 1, 2`);
}

/** Per course and week (Monday, Korean time): visible reviews. */
async function ratings(tx: Tx) {
  await tx.execute(sql`delete from analytics_rating_weeks`);
  await tx.execute(sql`
    insert into analytics_rating_weeks (course_sn, week, reviews, star_sum)
    select course_sn, date_trunc('week', created_at at time zone 'Asia/Seoul')::date, count(*)::int, sum(star)::int
      from course_reviews where is_hidden = 'N'
     group by 1, 2`);
}

/**
 * The `studio-analytics` job: every aggregate written again in one transaction, so a page never sees half a run.
 * Run once across processes by jobs/scheduler.ts; a test calls it directly.
 */
export async function refreshAnalytics(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // Runs called directly (a test, the bench) wait for one in progress instead of colliding on its rows.
    await tx.execute(sql`select pg_advisory_xact_lock(7240100, 123)`);
    await revenue(tx);
    await ratings(tx);
    await lectures(tx);
    await courses(tx, now);
  });
}
