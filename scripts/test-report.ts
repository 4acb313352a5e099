/** Reads the runners' JSON reports: counts for the closing line, and each test file's wall time. */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface FileTime {
  file: string;
  seconds: number;
  step?: string;
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  files: FileTime[];
  /** Tests that passed only on a retry (e2e in CI). */
  retried?: string[];
  /** Failed tests by file and name, so the closing lines (all a CI log may keep) name them. */
  failedTests: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: Array<{
    name: string;
    startTime?: number;
    endTime?: number;
    status?: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string }>;
  }>;
}

function vitestFailures(r: VitestReport): string[] {
  return r.testResults.flatMap((t) => {
    const file = path.relative(root, t.name);
    const tests = (t.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${file}: ${a.fullName}`);
    // A file that failed outside its tests (an import, a beforeAll) has no failed test to name.
    return tests.length || t.status !== 'failed' ? tests : [`${file}: ${(t.message ?? 'failed').split('\n')[0]}`];
  });
}

export function vitestCounts(file: string): Counts | null {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    failedTests: vitestFailures(r),
    files: r.testResults
      .filter((t) => t.startTime !== undefined && t.endTime !== undefined)
      .map((t) => ({ file: path.relative(root, t.name), seconds: (t.endTime! - t.startTime!) / 1000 })),
  };
}

interface PlaywrightSuite {
  file: string;
  specs?: Array<{ title: string; tests: Array<{ status?: string; results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

/** Tests whose status is `status`: 'flaky' (failed, then passed on its retry) or 'unexpected' (failed). */
function testsWith(suites: PlaywrightSuite[], status: string): string[] {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === status)).map((spec) => `${s.file}: ${spec.title}`),
    ...testsWith(s.suites ?? [], status),
  ]);
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Milliseconds of every test run in a suite and its nested describe blocks. */
function suiteMs(s: PlaywrightSuite): number {
  const own = (s.specs ?? []).flatMap((spec) => spec.tests.flatMap((t) => t.results.map((r) => r.duration)));
  return own.reduce((a, b) => a + b, 0) + (s.suites ?? []).reduce((a, c) => a + suiteMs(c), 0);
}

/** A flaky test (failed, then passed on its retry) passed, and is counted apart so the closing lines name it. */
export function playwrightCounts(file: string): Counts | null {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as PlaywrightReport;
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    retried: testsWith(r.suites, 'flaky'),
    failedTests: testsWith(r.suites, 'unexpected'),
    // Playwright runs a file's tests on two workers at once: the sum is the work the file costs, not its wall time.
    files: r.suites.map((s) => ({ file: path.join('e2e', s.file), seconds: suiteMs(s) / 1000 })),
  };
}

export function slowestFiles(files: FileTime[], n: number): FileTime[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, n);
}
