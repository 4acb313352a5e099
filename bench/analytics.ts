/**
 * `npm run bench -- analytics` (issue 45, decision 123): a year of synthetic events for 50 courses and 20,000 learners
 * written straight into a fresh database (enrolments, orders and their ledger lines with some refunds, progress rows
 * shaped like real drop-off, chapters, reviews), the `studio-analytics` aggregation run and timed, then each analytics
 * route loaded with wrk beside the bare Fastify hello in alternating rounds. Goal: p99 ≤ 50 ms. Figures go to
 * bench/results/analytics-latest.json. `--seconds N` sets each round's length (default 3), `--rounds N` (default 2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { connect } from '../apps/api/src/db/client.ts';
import { refreshAnalytics } from '../apps/api/src/modules/analytics/analytics.aggregate.ts';
import { startBare } from './server.ts';
import { startStage } from './viewers/stage.ts';
import { checkOk, wrk, type Target, type WrkFigures } from './wrk.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 3);
const ROUNDS = arg('rounds', 2);
const CONNECTIONS = 16;
const LEARNERS = 20_000;
const COURSES = 50;
const PASSWORD = 'analytics-bench-1';

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
  // Lecture j of a course is opened with probability 0.92^j; a third of openings end at the end, the rest early.
  `insert into lecture_progress (member_id, lc_no, course_sn, duration_sec, position, max_second, completed_at, started_at, watched_at, saved_at, stream_at)
   select w.member_id, w.lc_no, w.course_sn, w.duration_sec, w.reach, w.reach, case when w.reach = w.duration_sec then w.at end, w.at, w.at, w.at, w.at
     from (select e.member_id, l.lc_no, l.course_sn, l.duration_sec, e.at + l.sort_order * interval '1 day' as at,
                  case when random() < 0.35 then l.duration_sec else floor(l.duration_sec * power(random(), 1.6))::int end as reach
             from bench_enrol e join lectures l on l.course_sn = e.course_sn
            where random() < power(0.92, l.sort_order)) w`,
  `insert into course_reviews (course_sn, member_id, star, contents, created_at)
   select course_sn, member_id, greatest(1, least(5, round(4 + random() * 1.4 - random() * 2)))::int, '벤치 수강평', least(at + random() * interval '30 days', now())
     from bench_enrol where random() < 0.2`,
  // A teacher signed in to the studio and an operator to the console.
  `insert into members (email, password_hash, nickname, role, terms_agreed_at, privacy_agreed_at)
   values ('teacher@analytics.example.com', $1, '벤치강사', 'teacher', now(), now()), ('operator@analytics.example.com', $1, '벤치운영', 'staff', now(), now())`,
  `insert into teacher_accounts (member_id, teacher_sn) select m.id, t.teacher_sn from members m, bench_teachers t where m.email = 'teacher@analytics.example.com' and t.rn = 1`,
];

async function consoleToken(url: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
  const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, user_password: PASSWORD, os: 'bench' }) })).json();
  const member = (login as { data?: { accessToken?: string } }).data?.accessToken;
  if (!member) throw new Error(`login of ${email} failed: ${JSON.stringify(login)}`);
  const alogin = await (await fetch(`${url}/api/auth/alogin`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${member}` }, body: JSON.stringify({ os: 'bench' }) })).json();
  const token = (alogin as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`console sign-in of ${email} failed: ${JSON.stringify(alogin)}`);
  return token;
}

const stage = await startStage(false);
const bare = await startBare();
try {
  console.log(`analytics bench: ${stage.database}; ${COURSES} courses, ${LEARNERS.toLocaleString()} learners, a year of events`);
  const passwordHash = await hash(PASSWORD);
  let t0 = Date.now();
  for (const statement of GENERATE) await stage.db.query(statement, statement.includes('$1') ? [passwordHash] : []);
  const count = async (table: string) => Number((await stage.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  const rows = {
    enrolments: await count('bench_enrol'),
    progress: await count('lecture_progress'),
    ledger: await count('ledger_entries'),
    reviews: await count('course_reviews'),
  };
  const generateMs = Date.now() - t0;
  console.log(`generated in ${(generateMs / 1000).toFixed(1)} s: ${rows.enrolments} enrolments, ${rows.progress} progress rows, ${rows.ledger} ledger lines, ${rows.reviews} reviews`);
  await stage.db.query('analyze');

  const database = connect(stage.dbUrl, 2);
  t0 = Date.now();
  await refreshAnalytics(database.db, new Date());
  const aggregateMs = Date.now() - t0;
  await database.pool.end();
  console.log(`aggregation (studio-analytics job): ${(aggregateMs / 1000).toFixed(2)} s`);

  const teacher = await consoleToken(stage.url, 'teacher@analytics.example.com');
  const operator = await consoleToken(stage.url, 'operator@analytics.example.com');
  const { rows: own } = await stage.db.query<{ course_sn: number; lc_no: number }>(
    `select c.course_sn, min(l.lc_no) as lc_no from courses c join teacher_accounts a using (teacher_sn) join lectures l using (course_sn) group by 1 order by 1 limit 1`,
  );
  const { course_sn: courseSn, lc_no: lcNo } = own[0]!;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const targets: Target[] = [
    { name: 'teacher: my courses', path: '/api/admin/studio/analytics/courses', headers: auth(teacher) },
    { name: 'teacher: course', path: `/api/admin/studio/analytics/courses/${courseSn}`, headers: auth(teacher) },
    { name: 'teacher: lecture retention', path: `/api/admin/studio/analytics/lectures/${lcNo}`, headers: auth(teacher) },
    { name: 'operator: overview', path: '/api/admin/analytics/overview', headers: auth(operator) },
    { name: 'operator: course', path: `/api/admin/analytics/courses/${courseSn}`, headers: auth(operator) },
  ];
  const bareTarget: Target = { name: 'bare Fastify', path: '/' };
  const results: { name: string; rounds: WrkFigures[]; bare: WrkFigures[] }[] = [];
  for (const target of targets) {
    await checkOk(stage.url, target);
    const entry = { name: target.name, rounds: [] as WrkFigures[], bare: [] as WrkFigures[] };
    for (let r = 0; r < ROUNDS; r++) {
      entry.bare.push(await wrk(bare.url, bareTarget, CONNECTIONS, SECONDS));
      entry.rounds.push(await wrk(stage.url, target, CONNECTIONS, SECONDS));
    }
    results.push(entry);
  }
  const worst = (xs: WrkFigures[], k: 'p99Ms' | 'p50Ms') => Math.max(...xs.map((x) => x[k]));
  const mean = (xs: WrkFigures[]) => Math.round(xs.reduce((s, x) => s + x.requestsPerSec, 0) / xs.length);
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each alternating with bare Fastify (load average ${os.loadavg()[0]!.toFixed(1)})`);
  const table = results.map((e) => ({
    route: e.name,
    'req/s': mean(e.rounds),
    'p50 ms': worst(e.rounds, 'p50Ms'),
    'p99 ms': worst(e.rounds, 'p99Ms'),
    'bare req/s': mean(e.bare),
    'bare p99 ms': worst(e.bare, 'p99Ms'),
    '× bare': Number((mean(e.rounds) / Math.max(1, mean(e.bare))).toFixed(3)),
    errors: e.rounds.reduce((s, x) => s + x.errors + x.non2xx, 0),
  }));
  console.table(table);
  const p99 = Math.max(...table.map((r) => r['p99 ms']));
  console.log(`${p99 <= 50 ? 'MET' : 'NOT MET'}: analytics routes p99 ${p99} ms (goal ≤ 50 ms)`);
  const out = path.join(import.meta.dirname, 'results/analytics-latest.json');
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), database: stage.database, loadAverage: os.loadavg(), rows, generateMs, aggregateMs, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, routes: table, p99Ms: p99, met: p99 <= 50 }, null, 2));
  console.log(`figures: ${path.relative(process.cwd(), out)}`);
} finally {
  await bare.stop();
  await stage.stop();
}
