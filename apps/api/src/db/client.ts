import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
}

export function connect(url: string, max = 10): Database {
  // A connection that cannot be had in 5 s fails the request (503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000 });
  survivesServerRestarts(pool);
  return { db: drizzle(pool, { schema }), pool, url };
}

/**
 * A database restart must not end the process. pg emits 'error' on a client whose connection drops:
 * the pool listens while a client is idle, but nobody does while it is checked out (a transaction
 * awaiting other work, a job holding its lock), and an 'error' event without a listener throws.
 * Every client gets a listener of its own; the query in flight still fails (503, 9002).
 */
export function survivesServerRestarts(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/** The database or an open transaction: query functions accept either. */
export type Conn = PgDatabase<NodePgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
