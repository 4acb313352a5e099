import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { connect } from './client.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('a connection cut while a client is checked out (a database restart mid-transaction)', () => {
  it('fails that client only; the process goes on and the pool serves the next request', async () => {
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', record);
    const database = connect(t.database.url, 2);
    const held = await database.pool.connect();
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    // What a restart does to every connection: the server ends it.
    await t.database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await new Promise((r) => setTimeout(r, 200));
    // Without a listener of its own, the client's 'error' event would have thrown out of the socket handler.
    await expect(held.query('select 1')).rejects.toThrow();
    held.release(true);
    const after = await database.pool.query<{ one: number }>('select 1 as one');
    expect(after.rows[0]!.one).toBe(1);
    await database.pool.end();
    process.off('uncaughtException', record);
    expect(uncaught).toEqual([]);
  });
});
