/**
 * A year of synthetic events for the analytics bench (bench/analytics.ts), written straight into the database in SQL
 * with a seeded random: 10 teachers, 50 courses of 12 lectures with 4 chapters each, 20,000 learners enrolling in up
 * to three courses each on a day of the past year (an order, its ledger line, 5 % refunded), progress rows shaped like
 * real drop-off, reviews; and a teacher (`teacher@analytics.example.com`) and an operator (`operator@…`) to sign in.
 */
import { hash } from '@node-rs/argon2';
import type pg from 'pg';

export const LEARNERS = 20_000;
export const COURSES = 50;
export const PASSWORD = 'analytics-bench-1';

/** The year of events, in SQL (seeded random, so two runs generate the same data). */
const GENERATE = [
  `select setseed(0.45)`,
  `insert into teachers (name, headline, bio) select '벤치 강사 ' || i, '벤치', '벤치' from generate_series(1, 10) i`,
  `create temp table bench_teachers as select teacher_sn, row_number() over (order by teacher_sn) as rn from teachers where name like '벤치 강사 %'`,
  `insert into courses (title, summary, description, level, ca_sn, teacher_sn, price, is_published)
   select '벤치 강의 ' || i, '요약', '설명', '입문', (select min(ca_sn) from categories), t.teacher_sn, 50000, 'Y'
     from generate_series(1, ${COURSES}) i join bench_teachers t on t.rn = (i - 1) % 10 + 1`,
  `create temp table bench_courses as select course_sn, row_number() over (order by course_sn) as rn from courses where title like '벤치 강의 %'`,
  `insert into lectures (course_sn, title, duration_sec, sort_order)
   select c.course_sn, j || '강', 600 + (c.course_sn * 7 + j * 131) % 1200, j from bench_courses c cross join generate_series(1, 12) j`,
  `insert into lecture_chapters (lc_no, at_sec, title)
   select l.lc_no, l.duration_sec * k / 4, '챕터 ' || (k + 1) from lectures l join bench_courses c using (course_sn) cross join generate_series(0, 3) k`,
  `insert into products (kind, title, price, days, scope_type, course_sn) select 'course', '벤치 강의 ' || rn, 50000, 365, 'course', course_sn from bench_courses`,
  `insert into members (email, password_hash, nickname, terms_agreed_at, privacy_agreed_at)
   select 'a' || i || '@analytics.example.com', $1, '학습' || i, now(), now() from generate_series(1, ${LEARNERS}) i`,
  // Three picks of a course per learner (a repeated pick is one enrolment), on a day of the past year.
  `create temp table bench_enrol as
   select distinct on (p.member_id, c.course_sn) p.member_id, c.course_sn, p.at
     from (select m.id as member_id, 1 + floor(random() * ${COURSES})::int as rn, now() - random() * interval '365 days' as at
             from members m cross join generate_series(1, 3) k where m.email like '%@analytics.example.com') p
     join bench_courses c on c.rn = p.rn`,
  `insert into entitlements (member_id, kind, course_sn, valid_from) select member_id, 'course', course_sn, at from bench_enrol`,
  `insert into orders (order_id, member_id, product_id, order_name, status, product_price, amount, provider, receipt_token, expires_at, paid_at, created_at)
   select 'bench-' || e.member_id || '-' || e.course_sn, e.member_id, p.product_id, p.title, 'paid', 50000, 50000, 'sandbox', md5(e.member_id || '-' || e.course_sn), e.at, e.at, e.at
     from bench_enrol e join products p on p.course_sn = e.course_sn`,
  `insert into ledger_entries (occurred_at, member_id, kind, source_type, source_id, won, actor_type, reason)
   select paid_at, member_id, 'order_payment', 'order', order_sn::text, amount, 'member', '벤치' from orders where order_id like 'bench-%'`,
  `insert into ledger_entries (occurred_at, member_id, kind, source_type, source_id, won, actor_type, reason)
   select least(paid_at + interval '2 days', now()), member_id, 'order_refund', 'order', order_sn::text, -amount, 'member', '벤치'
     from orders where order_id like 'bench-%' and random() < 0.05`,
  // Lecture j of a course is opened with probability 0.92^j (drawn per row in the select list: a filter on the lecture
  // alone would be pushed down and drawn once per lecture); a third of openings end at the end, the rest early.
  `insert into lecture_progress (member_id, lc_no, course_sn, duration_sec, position, max_second, completed_at, started_at, watched_at, saved_at, stream_at)
   select w.member_id, w.lc_no, w.course_sn, w.duration_sec, w.reach, w.reach, case when w.reach = w.duration_sec then w.at end, w.at, w.at, w.at, w.at
     from (select e.member_id, l.lc_no, l.course_sn, l.duration_sec, l.sort_order, e.at + l.sort_order * interval '1 day' as at, random() as opened,
                  case when random() < 0.35 then l.duration_sec else floor(l.duration_sec * power(random(), 1.6))::int end as reach
             from bench_enrol e join lectures l on l.course_sn = e.course_sn) w
    where w.opened < power(0.92, w.sort_order)`,
  `insert into course_reviews (course_sn, member_id, star, contents, created_at)
   select course_sn, member_id, greatest(1, least(5, round(4 + random() * 1.4 - random() * 2)))::int, '벤치 수강평', least(at + random() * interval '30 days', now())
     from bench_enrol where random() < 0.2`,
  // A teacher signed in to the studio and an operator to the console.
  `insert into members (email, password_hash, nickname, role, terms_agreed_at, privacy_agreed_at)
   values ('teacher@analytics.example.com', $1, '벤치강사', 'teacher', now(), now()), ('operator@analytics.example.com', $1, '벤치운영', 'staff', now(), now())`,
  `insert into teacher_accounts (member_id, teacher_sn) select m.id, t.teacher_sn from members m, bench_teachers t where m.email = 'teacher@analytics.example.com' and t.rn = 1`,
];


/** Writes the year into `db` (a database with the school's schema and seed). */
export async function generateYear(db: pg.Client): Promise<void> {
  const passwordHash = await hash(PASSWORD);
  for (const statement of GENERATE) await db.query(statement, statement.includes('$1') ? [passwordHash] : []);
}
