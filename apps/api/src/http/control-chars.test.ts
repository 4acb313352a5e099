import { codes } from '@school/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../test/accounts.ts';
import { fillPath, isString, operations, stringFields, type Operation } from '../test/openapi.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let t: TestContext;
let tokens: Tokens;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000', LOGIN_LIMIT_PER_IP: '100000' });
  // An admin: member routes accept it, and the console's routes (which refuse everyone else first) are reached too.
  tokens = await login(t, await createMember(t, { role: 'admin' }));
  ops = await operations(t);
});
afterAll(() => t.close());

// Characters PostgreSQL refuses (NUL) or a person cannot see or type (other C0/C1 controls, lone surrogates).
const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff');
const withControl = fc.tuple(fc.string({ maxLength: 5 }), control, fc.string({ maxLength: 5 })).map(([a, c, b]) => `${a}${c}${b}`);

function setAt(target: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  let node = target;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

describe('control characters in any string input are refused with an input code, never a 500', () => {
  it('covers every route of the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(50);
  });

  it('every string field of every body, query and path', async () => {
    const cases: { op: Operation; where: 'body' | 'query' | 'path'; field: string }[] = [];
    for (const op of ops) {
      for (const f of op.body ? stringFields(op.body) : []) cases.push({ op, where: 'body', field: f });
      for (const [k, s] of Object.entries(op.query)) if (isString(s)) cases.push({ op, where: 'query', field: k });
      for (const [k, s] of Object.entries(op.pathParams)) if (isString(s)) cases.push({ op, where: 'path', field: k });
    }
    expect(cases.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const c of cases) {
      await fc.assert(
        // A URL cannot carry a lone surrogate (encodeURIComponent refuses it): bodies only.
        fc.asyncProperty(c.where === 'body' ? withControl : withControl.filter((v) => !/[\ud800-\udfff]/.test(v)), fc.boolean(), async (value, auth) => {
          const body: Record<string, unknown> = {};
          let url = fillPath(c.op, c.where === 'path' ? { [c.field]: value } : {});
          if (c.where === 'body') setAt(body, c.field, value);
          if (c.where === 'query') url += `?${new URLSearchParams({ [c.field]: value }).toString()}`;
          const res = await t.request({
            method: c.op.method,
            url,
            headers: { ...(auth ? { authorization: `Bearer ${tokens.accessToken}` } : {}), ...(c.op.body ? { 'content-type': 'application/json' } : {}) },
            ...(c.op.body ? { payload: JSON.stringify(body) } : {}),
          });
          let json: { code: string; data: { fields?: { field: string; message: string }[] } | null } | null = null;
          try {
            json = res.json();
          } catch {
            failures.push(`${c.op.method} ${c.op.path} ${c.where}.${c.field}: not JSON (${res.statusCode} ${String(res.headers['content-type'])})`);
            return true;
          }
          if (res.statusCode >= 500) failures.push(`${c.op.method} ${c.op.path} ${c.where}.${c.field}: ${res.statusCode}`);
          // The field itself is named as refused (other fields may be missing too).
          const named = json?.data?.fields?.some((f) => f.field === `${c.where === 'path' ? 'params' : c.where === 'query' ? 'querystring' : 'body'}.${c.field}` && f.message === codes.INPUT_CONTROL_CHARS.message);
          // Auth or a route's own checks may answer first (401, 403, a redirect): fine, as long as no 2xx or 5xx.
          const refusedEarlier = res.statusCode !== 400 && res.statusCode >= 300 && res.statusCode < 500;
          if (!named && !refusedEarlier) failures.push(`${c.op.method} ${c.op.path} ${c.where}.${c.field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          return true;
        }),
        { numRuns: 3 },
      );
    }
    expect([...new Set(failures)]).toEqual([]);
  });

  it('answers 400 with the control-character input code and its Korean message', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: { email: 'a@example.com', user_password: 'whatever1', os: 'Win\u0000dows' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: codes.INPUT_CONTROL_CHARS.code });
    expect(res.json().message).toContain(codes.INPUT_CONTROL_CHARS.message);
  });
});
