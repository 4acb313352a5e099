import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login } from '../test/accounts.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: capture });
});
afterAll(() => t.close());

describe('request logs (a request gets its logger when it first writes a line)', () => {
  it('writes nothing for an ordinary request at info', async () => {
    lines = [];
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('every line a failing request writes carries the request id the client was given', async () => {
    const tokens = await login(t, await createMember(t));
    await t.database.pool.query(`alter table members add constraint request_logger_test check (user_name <> '실패시험')`);
    lines = [];
    const res = await t.request({ method: 'PUT', url: '/api/my/user/name', headers: bearer(tokens), payload: { user_name: '실패시험' } });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(lines.map((l) => l.msg)).toEqual(['unhandled error', 'request failed']);
    for (const line of lines) expect(line.reqId).toBe(id);
  });
});
