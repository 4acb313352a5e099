import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../db/client.ts';
import { freePort } from '../db/embedded.ts';
import { errorHandler } from './error-handler.ts';

// A pool whose server is gone (nothing listens on the port): what a PostgreSQL restart looks like.
const database = connect(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
const app = Fastify({ logger: false });
app.setErrorHandler(errorHandler);
app.get('/read', async () => (await database.db.execute('select 1')).rows);
app.get('/plain', async () => {
  throw new Error('a bug');
});
afterAll(async () => {
  await app.close();
  await database.pool.end();
});

describe('when the database cannot be reached', () => {
  it('answers 503 with a Korean envelope and a retry hint, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/read' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ code: '9002', message: '잠시 서버 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.', data: null });
  });

  it('keeps other failures as 9000', async () => {
    const res = await app.inject({ method: 'GET', url: '/plain' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('9000');
  });
});
