/**
 * What `npm test` runs a second time on Node 24 and the PostgreSQL server: the tests where the Node line or the
 * database decides the outcome. The first pass (Node 20, embedded PostgreSQL) runs everything; the rest of the API
 * tests check our own rules over plain queries, which the second pass would only repeat (decision 109).
 * Each entry is a path prefix handed to vitest as a filter.
 */
export const SECOND_PASS: Array<{ path: string; why: string }> = [
  { path: 'packages/contracts/', why: 'the schemas both apps validate with, on both lines' },
  { path: 'apps/api/src/main', why: 'the server as a process (main.test.ts, main-restart.test.ts): signals, sockets, its embedded cluster' },
  { path: 'apps/api/src/worker-child.test.ts', why: 'the worker as a child process' },
  { path: 'apps/api/src/ops/key-rotation.test.ts', why: 'node:crypto: keys sealed and rotated' },
  { path: 'apps/api/src/lib/', why: 'node:crypto and dates: segment encryption, key rings, business days' },
  { path: 'apps/api/src/ops/backup.test.ts', why: 'pg_dump and pg_restore against each server' },
  { path: 'apps/api/src/db/', why: 'the driver, pools, migrations on an existing server' },
  { path: 'apps/api/src/http/', why: 'the HTTP server: bodies, limits, caching, fuzzing, the database or Redis going away' },
  { path: 'apps/api/src/providers/', why: 'fetch (undici) against the providers’ fake servers' },
  { path: 'apps/api/src/modules/auth/', why: 'tokens, password hashing and sessions: crypto, Redis' },
  { path: 'apps/api/src/modules/play/', why: 'streams and keys: signed segments, AES keys, one stream per member' },
  { path: 'apps/api/src/modules/commerce/', why: 'money under concurrency: row locks, unique keys, the ledger' },
  { path: 'apps/api/src/modules/subscription/', why: 'charges under concurrency: one live registration, first period once' },
  { path: 'apps/api/src/modules/practice/', why: 'practice orders and balances under concurrency' },
];
