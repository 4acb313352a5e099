/**
 * The test run's budget per step, in seconds of wall time on the CI machine's kind (2 cores; bare Fastify hello
 * 17–35k req/s with wrk -t2, as the machine's neighbours allow). The whole of `npm ci && npm test` must stay within 15 minutes there: the
 * steps add up to 840 s, and npm ci takes the minute left. A step over its budget is named in the closing lines: find what grew
 * (the slowest files are printed under it) before raising a number. bench/README.md ("Test-run budget") keeps
 * the history of the figures.
 */
export const BUDGET_SECONDS = {
  // TypeScript 7 checks the four projects (decision 109, session 25): 72 s with the build on a fresh clone.
  'typecheck and build': 90,
  'unit and API tests (Node 20, embedded PostgreSQL)': 300,
  // Lint runs beside the two steps above (scripts/test.ts); this is only what it adds after them.
  'lint (the time it adds after the unit tests)': 0,
  'API and contracts tests (Node 24, PostgreSQL server)': 130,
  'API and contracts tests (PostgreSQL server)': 130,
  // The scale run goes beside the second pass (scripts/test.ts); this is only what it adds after it.
  'scale run (reduced: 30 members, 30 s, four faults; the time it adds after the second pass)': 40,
  'e2e (Chromium)': 280,
  total: 840,
} as const;

export type StepName = Exclude<keyof typeof BUDGET_SECONDS, 'total'>;
