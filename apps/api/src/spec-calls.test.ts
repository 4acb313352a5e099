import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type JsonSchema, type Operation } from './test/openapi.ts';
import { specCalls } from './test/spec-calls.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

// The specification's call table (test/spec-calls.ts) walked against the served OpenAPI document: every call is
// documented under the specification's own path, and takes the payload the table gives it.
let t: TestContext;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  ops = await operations(t);
});
afterAll(() => t.close());

const PROFILE = ['user_name', 'nickname', 'hpno', 'auth_no', 'birth', 'gender', 'agree_terms', 'agree_privacy', 'is_market'];
/**
 * Fields we require beyond the table, each with its reason written down; any other required field fails.
 * The table leaves the sign-up field list out ("not shown") and names no course for a review.
 */
const ADDED: Record<string, string[]> = {
  // A review belongs to a course (decision 017).
  'GET /api/comm/review/chk': ['course_sn'],
  'POST /api/comm/review': ['course_sn'],
  // "signup fields plus os (field list not shown)": the fields of decision 011.
  'POST /api/auth/signup': ['email', 'user_password', ...PROFILE],
  // The sign-up token from ologin's 2060 answer carries the provider's identity (decision 015).
  'POST /api/auth/osignup': ['signup_token'],
  'POST /api/auth/osignup/complete': ['signup_token', ...PROFILE],
};

/** Path parameters are named differently here and there ({id} / {course_sn}): compare the shape only. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

function fieldsOf(schema: JsonSchema | null): { names: Set<string>; required: Set<string> } {
  const names = new Set<string>();
  const required = new Set<string>();
  const walk = (s: JsonSchema | undefined) => {
    if (!s) return;
    for (const k of Object.keys(s.properties ?? {})) names.add(k);
    for (const k of s.required ?? []) required.add(k);
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt);
  };
  walk(schema ?? undefined);
  return { names, required };
}

/** The fields a payload cell names, and which of them have a default ("g_no (default 0)"). */
function payloadFields(payload: string): { fields: string[]; defaulted: string[] } | null {
  if (payload === 'none') return { fields: [], defaulted: [] };
  if (/^(query params|params|not shown)$/.test(payload)) return null;
  if (payload.includes('field list not shown')) return { fields: ['os'], defaulted: [] };
  const parts = payload.split(';')[0]!.split(',').map((p) => p.trim().replace(/ in body$/, ''));
  return {
    fields: parts.map((p) => p.replace(/\s*\(default [^)]*\)$/, '')),
    defaulted: parts.filter((p) => p.includes('(default')).map((p) => p.replace(/\s*\(default [^)]*\)$/, '')),
  };
}

describe("the specification's 48 calls against the OpenAPI document", () => {
  const calls = specCalls();

  it('reads 48 calls from the copied table', () => {
    expect(calls).toHaveLength(48);
  });

  it('documents every call under its own method and path', () => {
    const documented = new Set(ops.map((op) => `${op.method} ${shape(op.path)}`));
    const missing = calls.filter((c) => !documented.has(`${c.method} ${shape(c.path)}`)).map((c) => `${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });

  it('takes each call with the payload the table gives it (and needs nothing the table leaves out)', () => {
    const problems: string[] = [];
    for (const call of calls) {
      const op = ops.find((o) => o.method === call.method && shape(o.path) === shape(call.path));
      const expected = payloadFields(call.payload);
      if (!op || !expected) continue;
      const body = fieldsOf(op.body);
      const query = { names: new Set(Object.keys(op.query)), required: new Set(op.requiredQuery) };
      const taken = new Set([...body.names, ...query.names]);
      const needed = new Set([...body.required, ...query.required]);
      for (const f of expected.fields) if (!taken.has(f)) problems.push(`${call.method} ${call.path}: does not take ${f}`);
      for (const f of expected.defaulted) if (needed.has(f)) problems.push(`${call.method} ${call.path}: requires ${f}, which has a default`);
      const added = ADDED[`${call.method} ${call.path}`] ?? [];
      for (const f of needed) if (!expected.fields.includes(f) && !added.includes(f)) problems.push(`${call.method} ${call.path}: requires ${f}, which the table does not send`);
    }
    expect(problems).toEqual([]);
  });
});
