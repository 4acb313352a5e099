import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type Tokens } from '../test/accounts.ts';
import { fillPath, operations, type JsonSchema, type Operation } from '../test/openapi.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/**
 * Requests generated from the OpenAPI document for every route: with and without tokens
 * (valid, forged, expired, malformed), wrong content types, oversized and deeply nested
 * bodies, control characters. No answer may be a 5xx; every JSON answer is the envelope;
 * the server still serves afterwards. `npm run test:fuzz` sends FUZZ_REQUESTS (12,000);
 * the normal suite and CI send a reduced number.
 */
// CI (CI=true) and the normal suite send the reduced run; `npm run test:fuzz` sets FUZZ_REQUESTS=12000.
const TOTAL = process.env.CI === 'true' ? 1500 : Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const JWT_SECRET = 'fuzz-secret-'.padEnd(40, 'x');
const BODY_LIMIT = 16 * 1024;

let t: TestContext;
let ops: Operation[];
let tokens: Tokens;
let expired: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000000', LOGIN_LIMIT_PER_IP: '100000', LOGIN_LIMIT_PER_ACCOUNT: '1000', JWT_SECRET, BODY_LIMIT_BYTES: String(BODY_LIMIT) });
  ops = await operations(t);
  tokens = await login(t, await createMember(t));
  const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string; sub: string };
  const now = Math.floor(Date.now() / 1000);
  expired = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(new TextEncoder().encode(JWT_SECRET));
}, 60_000);
afterAll(() => t.close());

const control = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\u202e', '\ufeff');
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom('', ' ', "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '{}', '[]', 'null', '-1', '1e309', 'NaN', '0x10', '２', '가'.repeat(300)),
);

function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const alts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alts.length) return fc.oneof(...alts.map((a) => valueFor(a, depth + 1)));
  if (schema.enum?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: nasty });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: schema.maxLength ?? 40 }) },
        { weight: 2, arbitrary: nasty },
        { weight: 1, arbitrary: fc.string({ minLength: (schema.maxLength ?? 100) + 1, maxLength: (schema.maxLength ?? 100) + 5 }) },
        { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)) },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1000) }) },
        { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_SAFE_INTEGER, '12', '1e3', 'x', null) },
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), nasty);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const known = fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, depth + 1)])), { requiredKeys: [] });
      return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: fc.tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

interface Generated {
  url: string;
  auth: string | undefined;
  contentType: string | undefined;
  payload: string | undefined;
}

function requestFor(op: Operation): fc.Arbitrary<Generated> {
  const pathValues = fc.record(Object.fromEntries(Object.entries(op.pathParams).map(([k, s]) => [k, fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: valueFor(s) })])));
  const query = fc.record(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, valueFor(s)])), { requiredKeys: [] });
  const auth = fc.constantFrom<() => string | undefined>(
    () => undefined,
    () => `Bearer ${tokens.accessToken}`,
    () => `Bearer ${tokens.accessToken}`,
    () => `Bearer ${expired}`,
    () => `Bearer ${tokens.accessToken.slice(0, -4)}AAAA`,
    () => 'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4Iiwic3ViIjoiMSJ9.',
    () => 'Basic dXNlcjpwYXNz',
    () => `Bearer ${'x'.repeat(5000)}`,
    () => 'Bearer',
  );
  const body: fc.Arbitrary<string | undefined> = fc.oneof(
    { weight: 6, arbitrary: valueFor(op.body ?? undefined).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom(nested(5000), deepObject(3000), '{"a":', 'not json', '', '\u0000', JSON.stringify({ x: 'y'.repeat(BODY_LIMIT + 10) })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml', '*/*') },
  );
  return fc.record({ pathValues, query, auth, body, contentType }).map(({ pathValues: pv, query: q, auth: a, body: b, contentType: ct }) => {
    const params = Object.fromEntries(Object.entries(pv).filter(([, v]) => v !== undefined).map(([k, v]) => [k, safeText(v)]));
    const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, safeText(v)] as [string, string])).toString();
    return { url: fillPath(op, params) + (search ? `?${search}` : ''), auth: a(), contentType: ct, payload: op.method === 'GET' || op.method === 'DELETE' && !op.body ? undefined : b };
  });
}

/** A URL cannot carry lone surrogates; everything else goes through percent-encoding. */
const safeText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '').replace(/[\ud800-\udfff]/g, '\ufffd');

/** Routes whose success is a file, a page or a redirect rather than the JSON envelope. */
const fileRoute = /^\/api\/(media\/|docs|dev\/(oauth|iden)\/)|\/callback$|\/start$/;
// Pages a person opens in a browser tab (the sandbox payment window, a receipt): their "not found" is a page too.
const personPage = /^\/api\/payment\/(receipt|sandbox\/window)\//;

describe('requests generated from the OpenAPI document', () => {
  it(`${TOTAL} requests over every route: no 5xx, always the envelope, server alive`, async () => {
    expect(ops.length).toBeGreaterThan(50);
    const perOp = Math.ceil(TOTAL / ops.length);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const [i, op] of ops.entries()) {
      const samples = fc.sample(requestFor(op), { numRuns: perOp, seed: SEED + i });
      for (let j = 0; j < samples.length; j += 8) {
        await Promise.all(
          samples.slice(j, j + 8).map(async (g) => {
            const headers: Record<string, string> = {};
            if (g.auth !== undefined) headers.authorization = g.auth;
            if (g.contentType !== undefined && g.payload !== undefined) headers['content-type'] = g.contentType;
            const res = await t.request({ method: op.method, url: g.url, headers, ...(g.payload !== undefined ? { payload: g.payload } : {}) });
            sent++;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const where = `${op.method} ${g.url.slice(0, 120)} [${g.contentType ?? '-'}; ${g.auth?.slice(0, 16) ?? 'no auth'}; ${g.payload?.slice(0, 60) ?? 'no body'}]`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
            if (isJson) {
              const json = res.json<{ code?: unknown; message?: unknown; data?: unknown }>();
              if (typeof json.code !== 'string' || !/^\d{4}$/.test(json.code) || typeof json.message !== 'string' || !('data' in json)) {
                failures.push(`not the envelope ${where}: ${res.body.slice(0, 200)}`);
              }
            } else if (!(res.statusCode < 400 && fileRoute.test(op.path)) && !personPage.test(op.path)) {
              failures.push(`${res.statusCode} not JSON (${String(res.headers['content-type'])}) ${where}`);
            }
          }),
        );
      }
    }
    console.log(`fuzz: ${sent} requests over ${ops.length} routes (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; failures ${failures.length}`);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
    // Still alive and serving members.
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const fresh = await login(t, await createMember(t));
    expect((await t.request({ method: 'GET', url: '/api/my/simpleUser', headers: { authorization: `Bearer ${fresh.accessToken}` } })).json().code).toBe('0000');
  }, 600_000);
});
