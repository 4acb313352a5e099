import pg from 'pg';
import { survivesServerRestarts } from './client.ts';

/**
 * The connections of progress saves (`PUT /api/rs/play/setTime`), the hottest write. A save
 * is acknowledged only once it is durable (synchronous_commit on, whatever the server's
 * default): the player is told "saved" and a crash must not take it back (issue 12). The
 * throughput holds because PostgreSQL flushes the WAL of concurrent commits together
 * (group commit): one flush serves every save that committed meanwhile.
 */
export function createProgressPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 8, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000, options: '-c synchronous_commit=on', application_name: 'school-progress' });
  survivesServerRestarts(pool);
  return pool;
}
