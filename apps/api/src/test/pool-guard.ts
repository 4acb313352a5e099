import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client.ts';

/**
 * Fails any query that asks the pool for a second connection while its own transaction is open. Such code holds one
 * connection (and its row locks) and waits for another: once enough requests do that together, or wait on those
 * locks, the pool is empty and every one of them ends in 9002 after the pool's 5 s (a refund beside parallel plays
 * did, stop 52). Query functions take the transaction (`tx`) for this reason; a service method called from inside a
 * transaction must be handed it too. Tests only: it wraps the one pool the test app is built on, and prints what was
 * asked and where the transaction began (the request itself answers 500).
 */
export function guardNestedConnections(database: Database): void {
  const inside = new AsyncLocalStorage<{ open: boolean; stack: string }>();
  const { db, pool } = database;
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const state = { open: true, stack: new Error('the transaction began').stack ?? '' };
      try {
        return await inside.run(state, () => run(tx));
      } finally {
        // Work started inside and still running after the commit (an event's handler) may use the pool freely.
        state.open = false;
      }
    }, config));

  const refuse = (what: string) => {
    const error = new Error(`a second pool connection was asked for inside an open transaction: ${what}\n${inside.getStore()?.stack ?? ''}`);
    console.error(error.message);
    return error;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (!inside.getStore()?.open) return query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    return Promise.reject(refuse(text.slice(0, 300)));
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (!inside.getStore()?.open) return connect(...args);
    const error = refuse('a client (pool.connect)');
    if (typeof args[0] === 'function') return void (args[0] as (e: Error) => void)(error);
    return Promise.reject(error);
  }) as typeof pool.connect;
}
