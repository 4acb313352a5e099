import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login, type TestMember, type Tokens } from '../test/accounts.ts';
import { fillPath, operations, type JsonSchema, type Operation } from '../test/openapi.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/**
 * Requests generated from the OpenAPI document for every route, in four roles: a guest (no, forged, expired or
 * malformed tokens, and now and then a member's), and signed in as a member (every member route), a staff
 * member (the console routes staff may use) and an admin (every console route), each through the session the
 * web would hold (the console's via alogin). Bodies follow each route's schema, with hostile variants: huge and
 * negative numbers, other members' ids, control characters, wrong content types, oversized and deeply nested
 * bodies. No answer may be a 5xx; every JSON answer is the envelope; a member's requests change nothing of
 * another member; the server still serves afterwards. A role whose session the fuzz ended (it withdrew, was
 * suspended, demoted) goes on with a fresh account. The statuses per role are printed as a table.
 * `npm run test:fuzz` sends FUZZ_REQUESTS (12,000); the normal suite and CI send a reduced number.
 */
// CI (CI=true) and the normal suite send the reduced run; `npm run test:fuzz` sets FUZZ_REQUESTS=12000.
const TOTAL = process.env.CI === 'true' ? 1500 : Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const JWT_SECRET = 'fuzz-secret-'.padEnd(40, 'x');
const BODY_LIMIT = 16 * 1024;

type Role = 'guest' | 'member' | 'staff' | 'admin';
const ROLES: Role[] = ['guest', 'member', 'staff', 'admin'];
/** Codes after which a signed-in role's session (or its account) no longer does what the role should. */
const ENDED = new Set(['0901', '0903', '0904', '0905', '0906', '0909']);

let t: TestContext;
let ops: Operation[];
let tokens: Tokens;
let expired: string;
/** The signed-in roles' current tokens (renewed with a fresh account when the fuzz ends one). */
const roleTokens = new Map<Role, Tokens>();
/** Ids of members other than the caller, and the victim whose data a member's fuzz must leave alone. */
let victim: TestMember;
let otherIds: number[] = [];
const signIn = async (role: Exclude<Role, 'guest'>) => login(t, await createMember(t, role === 'member' ? {} : { role }));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000000', LOGIN_LIMIT_PER_IP: '100000', LOGIN_LIMIT_PER_ACCOUNT: '1000', CERT_LIMIT_PER_IP: '100000', JWT_SECRET, BODY_LIMIT_BYTES: String(BODY_LIMIT) });
  ops = await operations(t);
  tokens = await login(t, await createMember(t));
  victim = await createMember(t);
  for (const role of ['member', 'staff', 'admin'] as const) roleTokens.set(role, await signIn(role));
  otherIds = [victim.id, victim.id + 1, 1, 2];
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
        // Values the schema takes, so the handler runs (an e-mail, a date, a text of allowed length)...
        { weight: 3, arbitrary: validString(schema) },
        { weight: 1, arbitrary: fc.string({ maxLength: schema.maxLength ?? 40 }) },
        { weight: 2, arbitrary: nasty },
        { weight: 1, arbitrary: fc.string({ minLength: (schema.maxLength ?? 100) + 1, maxLength: (schema.maxLength ?? 100) + 5 }) },
        { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)) },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 1000) }) },
        { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, Number.MAX_SAFE_INTEGER, '12', '1e3', 'x', null) },
        // Hostile: huge, negative amounts, and other members' ids.
        { weight: 1, arbitrary: fc.constantFrom(1e308, -49_000, -(2 ** 31), 10 ** 15, -0.5) },
        { weight: 1, arbitrary: fc.constantFrom(...otherIds) },
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), nasty);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const fields = Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, depth + 1)]));
      const required = (schema.required ?? []).filter((k) => k in fields);
      // Mostly with the required fields, so requests reach the handler; sometimes any subset of them.
      const known = fc.oneof({ weight: 3, arbitrary: fc.record(fields, { requiredKeys: required }) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) });
      return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: fc.tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 100));
  if (schema.format === 'date' || /\\d\{4\}-/.test(schema.pattern ?? '')) return fc.date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  return fc.string({ unit: fc.constantFrom(...'가나다라마바사아자차카타파하abcdefgh0123456789 '), minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 40, 60)) });
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

interface Generated {
  url: string;
  auth: string | undefined;
  contentType: string | undefined;
  payload: string | undefined;
}

function requestFor(op: Operation, role: Role): fc.Arbitrary<Generated> {
  const pathValues = fc.record(
    Object.fromEntries(
      Object.entries(op.pathParams).map(([k, s]) => [
        k,
        fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: valueFor(s) }, { weight: 1, arbitrary: fc.constantFrom(...otherIds) }),
      ]),
    ),
  );
  const query = fc.record(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, valueFor(s)])), { requiredKeys: [] });
  const signedIn = fc.constant(() => `Bearer ${roleTokens.get(role)?.accessToken ?? ''}`);
  const auth = role !== 'guest' ? signedIn : fc.constantFrom<() => string | undefined>(
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
const fileRoute = /^\/api\/(media\/|docs|dev\/(oauth|iden)\/)|\/callback$|\/start$|\.csv$/;
// Pages a person opens in a browser tab (the sandbox payment and card windows, the sandbox bank, a receipt): their "not found" is a page too.
const personPage = /^\/api\/(payment\/(receipt|sandbox\/window|sandbox\/bank)\/|subscription\/sandbox\/billing-window)/;

/** Which roles fuzz a route: the guest every one; a member the member routes; staff and admin the console's (a teacher's routes included). */
function rolesOf(op: Operation, consoleRole: Map<string, 'teacher' | 'staff' | 'admin'>): Role[] {
  const needed = consoleRole.get(`${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`);
  if (!op.path.startsWith('/api/admin')) return ['guest', 'member'];
  return needed === 'admin' ? ['guest', 'admin'] : ['guest', 'staff', 'admin'];
}

/** The victim's row, sessions, orders and points: a member's fuzz must not move any of it. */
async function victimState(): Promise<string> {
  const { rows } = await t.database.pool.query<{ s: string }>(
    `select row(m.email, m.status, m.role, m.nickname, m.hpno, m.is_market, m.password_hash,
                (select count(*) from sessions s where s.member_id = m.id and s.ended_at is null),
                (select count(*) from orders o where o.member_id = m.id))::text as s
       from members m where m.id = $1`,
    [victim.id],
  );
  return rows[0]!.s;
}

function table(counts: Map<Role, Map<number, number>>): string {
  const statuses = [...new Set([...counts.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  const head = ['role', 'sent', ...statuses.map(String), 'past the door'];
  const rows = ROLES.map((role) => {
    const m = counts.get(role) ?? new Map<number, number>();
    const sent = [...m.values()].reduce((a, b) => a + b, 0);
    const door = (m.get(401) ?? 0) + (m.get(403) ?? 0);
    return [role, String(sent), ...statuses.map((st) => String(m.get(st) ?? 0)), sent ? `${Math.round((100 * (sent - door)) / sent)} %` : '-'];
  });
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(width[i]!)).join(' | ')} |`;
  return [line(head), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

describe('requests generated from the OpenAPI document', () => {
  it(`${TOTAL} requests over every route as a guest, a member, staff and an admin: no 5xx, always the envelope, server alive`, async () => {
    expect(ops.length).toBeGreaterThan(50);
    const consoleRole = new Map(t.app.adminRoutes.map((r) => [`${r.method} ${r.url}`, r.role] as const));
    const plan = ops.flatMap((op) => rolesOf(op, consoleRole).map((role) => ({ op, role })));
    const perPair = Math.max(1, Math.ceil(TOTAL / plan.length));
    const failures: string[] = [];
    let sent = 0;
    let renewed = 0;
    const counts = new Map<Role, Map<number, number>>(ROLES.map((r) => [r, new Map()]));
    const before = await victimState();
    // Members first, so what a member's requests did to the victim is checked before the console's may change it.
    const order: Role[] = ['guest', 'member', 'staff', 'admin'];
    for (const role of order) {
      if (role === 'staff') expect(await victimState(), 'a member changed another member').toBe(before);
      for (const [i, { op }] of plan.filter((p) => p.role === role).entries()) {
        const samples = fc.sample(requestFor(op, role), { numRuns: perPair, seed: SEED + i + 7919 * order.indexOf(role) });
        for (let j = 0; j < samples.length; j += 8) {
          const sessionEnded = { value: false };
          await Promise.all(
            samples.slice(j, j + 8).map(async (g) => {
              const headers: Record<string, string> = {};
              if (g.auth !== undefined) headers.authorization = g.auth;
              if (g.contentType !== undefined && g.payload !== undefined) headers['content-type'] = g.contentType;
              const res = await t.request({ method: op.method, url: g.url, headers, ...(g.payload !== undefined ? { payload: g.payload } : {}) });
              sent++;
              const byStatus = counts.get(role)!;
              byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
              const where = `${role} ${op.method} ${g.url.slice(0, 120)} [${g.contentType ?? '-'}; ${g.auth?.slice(0, 16) ?? 'no auth'}; ${g.payload?.slice(0, 60) ?? 'no body'}]`;
              if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
              const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
              if (isJson) {
                const json = res.json<{ code?: unknown; message?: unknown; data?: unknown }>();
                if (typeof json.code !== 'string' || !/^\d{4}$/.test(json.code) || typeof json.message !== 'string' || !('data' in json)) {
                  failures.push(`not the envelope ${where}: ${res.body.slice(0, 200)}`);
                }
                if (role !== 'guest' && typeof json.code === 'string' && ENDED.has(json.code)) sessionEnded.value = true;
              } else if (!(res.statusCode < 400 && fileRoute.test(op.path)) && !personPage.test(op.path)) {
                failures.push(`${res.statusCode} not JSON (${String(res.headers['content-type'])}) ${where}`);
              }
            }),
          );
          // The fuzz withdrew, suspended, demoted or signed out its own account: go on as a fresh one.
          if (sessionEnded.value && role !== 'guest') {
            roleTokens.set(role, await signIn(role));
            renewed++;
          }
        }
      }
    }
    console.log(
      `fuzz: ${sent} requests over ${ops.length} routes (seed ${SEED}); ${renewed} sessions renewed; failures ${failures.length}\n${table(counts)}`,
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
    // Signed in, most requests got past the door (401/403) to the handlers.
    for (const role of ['member', 'staff', 'admin'] as const) {
      const m = counts.get(role)!;
      const total = [...m.values()].reduce((a, b) => a + b, 0);
      expect(((m.get(401) ?? 0) + (m.get(403) ?? 0)) / total, `${role} stopped at the door`).toBeLessThan(0.2);
    }
    // Still alive and serving members.
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const fresh = await login(t, await createMember(t));
    expect((await t.request({ method: 'GET', url: '/api/my/simpleUser', headers: { authorization: `Bearer ${fresh.accessToken}` } })).json().code).toBe('0000');
  }, 900_000);
});
