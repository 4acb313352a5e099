/**
 * Preloaded into a bench server (`NODE_OPTIONS=--import …/pg-count.mjs`, decision 116): counts the statements the
 * process sends to PostgreSQL (every `Client#query`, pool queries included) and writes the count to
 * BENCH_PG_COUNT_FILE twice a second. The server's code is untouched; without the variable nothing is patched.
 */
import fs from 'node:fs';
import process from 'node:process';
import { setInterval } from 'node:timers';
import { createRequire } from 'node:module';

const file = process.env.BENCH_PG_COUNT_FILE;
if (file) {
  // The same CommonJS module instance the API imports (one `pg` in the workspace's node_modules).
  const pg = createRequire(import.meta.url)('pg');
  const query = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function counted(...args) {
    count++;
    return query.apply(this, args);
  };
  // Written aside and renamed: a reader never sees the file empty half-way through a write.
  setInterval(() => {
    fs.writeFileSync(`${file}.tmp`, String(count));
    fs.renameSync(`${file}.tmp`, file);
  }, 500).unref();
}
