import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readiness } from '../../http/readiness.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
const readiness = new Readiness();

beforeAll(async () => {
  t = await createTestApp({}, { readiness });
});
afterAll(() => t.close());

describe('/healthz and /readyz', () => {
  it('is ready when the database answers with every migration applied', async () => {
    const res = await t.request({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ code: '0000', data: { ready: true, checks: { database: 'ok' } } });
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready while a migration this code needs is missing, and says which', async () => {
    const last = await t.database.pool.query<{ id: number }>('select id from drizzle.__drizzle_migrations order by id desc limit 1');
    await t.database.pool.query('delete from drizzle.__drizzle_migrations where id = $1', [last.rows[0]!.id]);
    const res = await t.request({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: '9003', data: { ready: false, checks: { database: expect.stringMatching(/^migrations applied \d+ of \d+$/) } } });
    // Alive all the same: an orchestrator must not restart a process only waiting for its schema.
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 once draining, while the API still serves', async () => {
    readiness.drain();
    expect((await t.request({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ code: '9003', data: { draining: true } });
    expect((await t.request({ method: 'GET', url: '/api/comm/menu' })).statusCode).toBe(200);
  });
});
