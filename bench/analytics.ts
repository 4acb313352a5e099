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
import { connect } from '../apps/api/src/db/client.ts';
import { refreshAnalytics } from '../apps/api/src/modules/analytics/analytics.aggregate.ts';
import { COURSES, generateYear, LEARNERS, PASSWORD } from './analytics-data.ts';
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

/** A console (alogin) or studio (slogin) session's token: the teacher's analytics take the studio's (decision 128). */
async function consoleToken(url: string, email: string, kind: 'alogin' | 'slogin' = 'alogin'): Promise<string> {
  const headers = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
  const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, user_password: PASSWORD, os: 'bench' }) })).json();
  const member = (login as { data?: { accessToken?: string } }).data?.accessToken;
  if (!member) throw new Error(`login of ${email} failed: ${JSON.stringify(login)}`);
  const alogin = await (await fetch(`${url}/api/auth/${kind}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${member}` }, body: JSON.stringify({ os: 'bench' }) })).json();
  const token = (alogin as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`${kind} of ${email} failed: ${JSON.stringify(alogin)}`);
  return token;
}

const stage = await startStage(false);
const bare = await startBare();
try {
  console.log(`analytics bench: ${stage.database}; ${COURSES} courses, ${LEARNERS.toLocaleString()} learners, a year of events`);
  let t0 = Date.now();
  await generateYear(stage.db);
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

  const teacher = await consoleToken(stage.url, 'teacher@analytics.example.com', 'slogin');
  const operator = await consoleToken(stage.url, 'operator@analytics.example.com');
  const { rows: own } = await stage.db.query<{ course_sn: number; lc_no: number }>(
    `select c.course_sn, min(l.lc_no) as lc_no from courses c join teacher_accounts a using (teacher_sn) join lectures l using (course_sn) group by 1 order by 1 limit 1`,
  );
  const { course_sn: courseSn, lc_no: lcNo } = own[0]!;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const targets: Target[] = [
    // The studio guard's own cost: a studio read with no analytics in it, on the same session.
    { name: 'studio baseline: studio me', path: '/api/studio/me', headers: auth(teacher) },
    { name: 'teacher: my courses', path: '/api/studio/analytics/courses', headers: auth(teacher) },
    { name: 'teacher: course', path: `/api/studio/analytics/courses/${courseSn}`, headers: auth(teacher) },
    { name: 'teacher: lecture retention', path: `/api/studio/analytics/lectures/${lcNo}`, headers: auth(teacher) },
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
