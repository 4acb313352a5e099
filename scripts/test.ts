/**
 * `npm test`: everything CI checks, in order, with one closing count, each step's wall time against its budget,
 * and the slowest test files.
 *   typecheck then the build → unit and API tests (Node 20, embedded PostgreSQL), with lint beside both → the API and contracts
 *   tests again on Node 24 with a real PostgreSQL server when one is reachable, with the reduced scale run beside them →
 *   e2e in Chromium.
 * TEST_POSTGRES_URL names that server (default: the local one on 127.0.0.1:5432);
 * SKIP_E2E=1 leaves out the browser tests while you work, SKIP_SCALE=1 the scale run.
 * In CI (CI=true) or with TEST_NODE24=1 that second pass runs on Node 24 LTS (the `node` package from the npm
 * registry, run by npx), so both supported lines and both databases are tested on every change.
 * What the steps need from Debian (Chromium, haproxy, redis-server) is installed by the step when missing.
 * The budget per step is in scripts/test-budget.ts (and bench/README.md, "Test-run budget").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BUDGET_SECONDS, type StepName } from './test-budget.ts';
import { slowestFiles, vitestCounts, playwrightCounts, type FileTime } from './test-report.ts';
import { SECOND_PASS } from './second-pass.ts';
import { runOne, start, type StepResult } from './test-steps.ts';

const root = path.resolve(import.meta.dirname, '..');
const report = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-report-'));
const steps: Array<StepResult & { name: StepName }> = [];
const files: FileTime[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const retried: string[] = [];
const failedTests: string[] = [];

async function step(name: StepName, run: () => Promise<StepResult>, json?: { file: string; kind: 'vitest' | 'playwright' }) {
  console.log(`\n▶ ${name}`);
  const result = await run();
  steps.push({ name, ...result });
  if (!json) return result;
  const counts = json.kind === 'vitest' ? vitestCounts(json.file) : playwrightCounts(json.file);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    retried.push(...(counts.retried ?? []));
    failedTests.push(...counts.failedTests.map((t) => `${t}  (${name})`));
    // A runner can fail with every test passed (vitest's unhandled errors): name what it printed, so the closing
    // lines, all a CI log may keep, say why.
    if (!result.ok && counts.failed === 0) failedTests.push(`${name}: the runner failed with no test failed${why(result.output)}`);
    files.push(...counts.files.map((f) => ({ ...f, step: name })));
  }
  return result;
}

/** The first lines of vitest's "Unhandled Errors" section, or of its error summary. */
function why(output: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const lines = (output ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const at = lines.findIndex((l) => /Unhandled (Error|Rejection)|Errors? occurred|caught \d+ unhandled/i.test(l));
  return at < 0 ? '' : `:\n${lines.slice(at, at + 25).map((l) => `      ${l}`).join('\n')}`;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const vitestArgs = (name: string, extra: string[]) => [
  'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(report, `${name}.json`)}`,
];
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');

// Lint needs nothing built and takes longer than typecheck and the build together (312 against 201 s in CI at stop
// 52). It starts first and runs beside them and then beside the unit tests, which wait on PostgreSQL more than they
// compute, instead of leaving a core idle once the build is done. Its step below is the time it adds after them.
const lint = start(root, { command: 'npm', args: ['run', '--silent', 'lint'] });
await step('typecheck and build', () => runOne(root, { command: 'sh', args: ['-c', 'npm run --silent typecheck && npm run --silent build'] }));

await step(
  'unit and API tests (Node 20, embedded PostgreSQL)',
  // TEST_BUILT: the tests that start the server as a process start the compiled one the first step built.
  () => runOne(root, { command: process.execPath, args: [vitestBin, ...vitestArgs('vitest', [])], env: { TEST_DATABASE_URL: '', TEST_BUILT: '1' } }, true),
  { file: path.join(report, 'vitest.json'), kind: 'vitest' },
);

await step('lint (the time it adds after the unit tests)', async () => {
  const waited = performance.now();
  const r = await lint;
  console.log(`${r.code === 0 ? '✓' : '✗'} lint (${Math.round(r.seconds)} s in all)${r.output ? `\n${r.output.trimEnd()}` : ''}`);
  return { ok: r.code === 0, seconds: (performance.now() - waited) / 1000, detail: `lint ${Math.round(r.seconds)} s in all, beside the two steps above` };
});

// The reduced scale run (two API processes behind haproxy, faults injected, no write lost) mostly waits: on its load's
// pace and its faults (60 s of CPU in 110 s). It runs beside the second pass, on a PostgreSQL and a Redis of its own;
// its step below is the time it adds after that pass. One test, counted as one.
const scale = process.env.SKIP_SCALE === '1' ? null : start(root, { command: 'npm', args: ['run', '--silent', 'test:scale', '--', '--quick'], env: { TEST_BUILT: '1' } });

// The second line and the second database, where they matter (scripts/second-pass.ts): the API tests where Node or
// PostgreSQL decides the outcome, and the contracts, on Node 24 LTS and the PostgreSQL server. The web tests run in
// jsdom against no database: the first pass covers them (the browser, not Node, runs that code).
const NODE24 = 'node@24.21.0';
const node24 = process.env.CI === 'true' || process.env.TEST_NODE24 === '1';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const server = (await reachable(serverUrl)) ? serverUrl : null;
if (!server) console.log(`\n(no PostgreSQL reachable at ${new URL(serverUrl).host}: API tests ran on the embedded server only)`);
if (node24 || server) {
  const args = vitestArgs('vitest-second', ['--project', 'api', '--project', 'contracts', ...SECOND_PASS.map((p) => p.path)]);
  const command = node24
    ? { command: 'npx', args: ['-y', NODE24, vitestBin, ...args], env: { TEST_DATABASE_URL: server ?? '', TEST_BUILT: '1' } }
    : { command: process.execPath, args: [vitestBin, ...args], env: { TEST_DATABASE_URL: server!, TEST_BUILT: '1' } };
  await step(node24 ? 'API and contracts tests (Node 24, PostgreSQL server)' : 'API and contracts tests (PostgreSQL server)', () => runOne(root, command, true), {
    file: path.join(report, 'vitest-second.json'),
    kind: 'vitest',
  });
}

if (scale) {
  const result = await step('scale run (reduced: 30 members, 30 s, four faults; the time it adds after the second pass)', async () => {
    const waited = performance.now();
    const r = await scale;
    console.log(`\n▷ the scale run's output (${Math.round(r.seconds)} s in all)\n${r.output.trimEnd()}`);
    return { ok: r.code === 0, seconds: (performance.now() - waited) / 1000, detail: `the scale run ${Math.round(r.seconds)} s in all, beside the second pass` };
  });
  if (result.ok) passed += 1;
  else failed += 1;
}

if (process.env.SKIP_E2E !== '1') {
  const json = path.join(report, 'e2e.json');
  await step(
    'e2e (Chromium)',
    () =>
      runOne(root, {
        command: 'npx',
        args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
        // The first step built the web app and the compiled API.
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json, TEST_BUILT: '1' },
      }),
    { file: json, kind: 'playwright' },
  );
}

console.log('\nWall time per step (budget in scripts/test-budget.ts):');
for (const s of steps) {
  const budget = BUDGET_SECONDS[s.name];
  const over = Math.round(s.seconds - budget) > 0 ? `  OVER BUDGET by ${Math.round(s.seconds - budget)} s` : '';
  console.log(`  ${s.ok ? '✓' : '✗'} ${s.name.padEnd(56)} ${String(Math.round(s.seconds)).padStart(5)} s / ${budget} s${over}${s.detail ? `  (${s.detail})` : ''}`);
}
const total = steps.reduce((sum, s) => sum + s.seconds, 0);
console.log(`  ${'all steps'.padEnd(58)} ${String(Math.round(total)).padStart(5)} s / ${BUDGET_SECONDS.total} s${total > BUDGET_SECONDS.total ? `  OVER BUDGET by ${Math.round(total - BUDGET_SECONDS.total)} s` : ''}`);
console.log('\nSlowest test files:');
for (const f of slowestFiles(files, 10)) console.log(`  ${String(Math.round(f.seconds)).padStart(5)} s  ${f.file}  (${f.step})`);

if (retried.length) {
  console.log(`\nPassed only on a retry (${retried.length}): each is a bug to find, not a pass to keep:`);
  for (const t of retried) console.log(`  ${t}`);
}

if (failedTests.length) {
  console.log(`\nFailed tests (${failedTests.length}):`);
  for (const t of failedTests) console.log(`  ${t}`);
}

const failures = steps.filter((s) => !s.ok).map((s) => s.name);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
