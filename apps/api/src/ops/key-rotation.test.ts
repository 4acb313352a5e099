import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { reseal } from './reseal.ts';
import { courses, entitlements, lectures, mediaKeys } from '../db/schema/index.ts';
import { sealingKeys } from '../lib/configured-keys.ts';
import { parseKey, Sealer } from '../lib/sealer.ts';
import { MediaKeyService } from '../modules/media-keys/media-keys.service.ts';
import { bearer, createMember, lastCode, login, type TestMember, type Tokens } from '../test/accounts.ts';
import { DORMANCY_KEY, dormancyJob } from '../test/dormancy.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// Key rotation with key ids (issue 31, docs/decisions/089): one database served by the app with today's keys (no ids),
// then with new keys that have ids and the old ones kept for reading, then — after `reseal` — with the new keys only.
const OLD = { JWT_SECRET: 'old-jwt-secret-0123456789abcdefghijklmn', MEDIA_SIGNING_KEY: 'old-media-key-0123456789abcdefghijklmno', IDENTITY_ENCRYPTION_KEY: DORMANCY_KEY };
const NEW = {
  JWT_SECRET: 'new-jwt-secret-0123456789abcdefghijklmn',
  JWT_SECRET_ID: 'j2',
  MEDIA_SIGNING_KEY: 'new-media-key-0123456789abcdefghijklmno',
  MEDIA_SIGNING_KEY_ID: 'm2',
  IDENTITY_ENCRYPTION_KEY: 'b7'.repeat(32),
  IDENTITY_ENCRYPTION_KEY_ID: 'e2',
};
const ROTATING = {
  ...NEW,
  JWT_SECRET_PREVIOUS: `:${OLD.JWT_SECRET}`,
  MEDIA_SIGNING_KEY_PREVIOUS: `:${OLD.MEDIA_SIGNING_KEY}`,
  IDENTITY_ENCRYPTION_KEY_PREVIOUS: `:${OLD.IDENTITY_ENCRYPTION_KEY}`,
};
const DAY = 86_400_000;

let t: TestContext;
let lcNo: number;
beforeAll(async () => {
  t = await createTestApp({ ...OLD, LOGIN_LIMIT_PER_IP: '1000' });
  const [c] = await t.database.db
    .select({ courseSn: courses.courseSn })
    .from(courses)
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y')))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  const [l] = await t.database.db.select({ lcNo: lectures.lcNo }).from(lectures).where(and(eq(lectures.courseSn, c!.courseSn), eq(lectures.isPreview, 'N'))).orderBy(asc(lectures.sortOrder)).limit(1);
  lcNo = l!.lcNo;
});
afterAll(() => t.close());

/** The same database served by an app with other keys (as after a deploy). */
async function serve(env: Record<string, string>): Promise<TestContext & { app: FastifyInstance }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', VIDEO_DIR: t.config.VIDEO_DIR, LOGIN_LIMIT_PER_IP: '1000', ...env });
  const app = await buildApp({ config, database: t.database });
  const xsrf = 'test-xsrf-token';
  return {
    app,
    database: t.database,
    config,
    request: (o) => app.inject({ ...o, cookies: { 'XSRF-TOKEN': xsrf, ...o.cookies }, headers: { 'x-xsrf-token': xsrf, ...o.headers } }),
    close: () => app.close(),
  };
}

type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };
const me = async (s: TestContext, tokens: Tokens) => (await s.request({ method: 'GET', url: '/api/my/user', headers: bearer(tokens) })).json<Body>().code;
const kidOf = (tokens: Tokens) => decodeProtectedHeader(tokens.accessToken).kid;
const post = async <T = Record<string, unknown>>(s: TestContext, url: string, payload: object) => (await s.request({ method: 'POST', url, payload })).json<Body<T>>();

/** A signed media link (the master playlist) and its first media segment. */
async function mediaLink(s: TestContext, tokens: Tokens): Promise<{ master: string; segment: string }> {
  const info = (await s.request({ method: 'GET', url: `/api/rs/play/${lcNo}`, headers: bearer(tokens) })).json<Body<{ media: { hls: string } }>>();
  expect(info.code).toBe('0000');
  const master = info.data.media.hls;
  const base = master.replace(/master\.m3u8$/, '');
  const variant = base + (await s.request({ method: 'GET', url: master })).body.split('\n').find((x) => x.endsWith('.m3u8'))!;
  const segment = variant.replace(/[^/]+$/, '') + (await s.request({ method: 'GET', url: variant })).body.split('\n').find((x) => x.endsWith('.m4s'))!;
  return { master, segment };
}
const status = async (s: TestContext, url: string) => (await s.request({ method: 'GET', url })).statusCode;

/** Identity verification through the sandbox window, as identity.test.ts does it. */
async function verify(s: TestContext, tokens: Tokens, person: Record<string, string>): Promise<string> {
  const req = (await s.request({ method: 'POST', url: '/api/comm/my/iden/request', headers: bearer(tokens), payload: { returnUrl: '/my/info' } })).json<Body<{ window_url: string }>>();
  const tx = new URL(req.data.window_url, 'http://x').searchParams.get('tx')!;
  const done = await s.request({ method: 'GET', url: `/api/dev/iden/complete?${new URLSearchParams({ tx, return: '/my/info', ...person }).toString()}` });
  const token = new URLSearchParams(String(done.headers.location).split('#')[1]).get('encryptMOKKeyToken')!;
  return (await s.request({ method: 'POST', url: '/api/comm/my/iden', headers: bearer(tokens), payload: { encryptMOKKeyToken: token } })).json<Body>().code;
}
const person = { name: '김회전', birth: '1988-08-08', gender: 'F', hpno: '01077778888' };
const signIn = (s: TestContext, m: TestMember) => post<{ dormant_token?: string }>(s, '/api/auth/login', { email: m.email, user_password: m.password, os: 'Test OS' });

describe('rotating JWT_SECRET, MEDIA_SIGNING_KEY and IDENTITY_ENCRYPTION_KEY', () => {
  let member: TestMember;
  let oldTokens: Tokens;
  let oldLink: { master: string; segment: string };
  let sleeper: TestMember;
  let uploadedKid: string;
  let rotating: TestContext;
  let newTokens: Tokens;
  let newLink: { master: string; segment: string };

  beforeAll(async () => {
    // Before: keys without ids, values as they have always been made.
    member = await createMember(t);
    await t.database.db.insert(entitlements).values({ memberId: member.id, kind: 'pass', validFrom: new Date(Date.now() - DAY) });
    oldTokens = await login(t, member);
    oldLink = await mediaLink(t, oldTokens);
    expect(await verify(t, oldTokens, person)).toBe('0000');
    sleeper = await createMember(t, { createdAt: new Date(Date.now() - 400 * DAY) });
    await dormancyJob(t.database, 0).run();
    expect((await dormancyJob(t.database, 31).run()).separated).toBeGreaterThanOrEqual(1);
    // An uploaded video's content key, sealed by a worker with the old key (the samples' are sealed again at every start).
    const [issued] = await new MediaKeyService(t.database.db, new Sealer(parseKey(OLD.IDENTITY_ENCRYPTION_KEY), 'media-keys')).issue('rotation/video', 1);
    uploadedKid = issued!.kid;
    rotating = await serve(ROTATING);
  });
  afterAll(() => rotating.close());

  it('old values carry no key id', () => {
    expect(kidOf(oldTokens)).toBeUndefined();
    expect(oldLink.master).toMatch(/\/\d+\.[\w-]{16}\.\d+\.[\w-]+\.[\w-]{22}\/master\.m3u8$/);
  });

  it('with the new keys and the old ones listed, old tokens, links and sealed values still read; new ones carry the new ids', async () => {
    expect(await me(rotating, oldTokens)).toBe('0000');
    expect(await status(rotating, oldLink.segment)).toBe(200);

    newTokens = await login(rotating, member);
    expect(kidOf(newTokens)).toBe('j2');
    expect(await me(rotating, newTokens)).toBe('0000');
    // A refresh presents the old access token: its signature is checked with the old key; the new pair is the new key's.
    const refreshed = await post<Tokens>(rotating, '/api/auth/rtoken', { ...oldTokens, os: 'Test OS' });
    expect(refreshed.code).toBe('0000');
    expect(kidOf(refreshed.data)).toBe('j2');

    newLink = await mediaLink(rotating, newTokens);
    expect(newLink.master).toMatch(/\.m2\.[\w-]{22}\/master\.m3u8$/);
    expect(await status(rotating, newLink.segment)).toBe(200);

    // The keyed hashes made with the old key still find: the same person on another account, the sleeping account.
    const other = await login(rotating, await createMember(rotating));
    expect(await verify(rotating, other, person)).toBe('2072');
    expect((await signIn(rotating, sleeper)).code).toBe('2080');

    // New sealed values carry the new id.
    const fresh = await login(rotating, await createMember(rotating));
    expect(await verify(rotating, fresh, { ...person, hpno: '01077779999', name: '박회전' })).toBe('0000');
    const sealed = (await t.database.pool.query<{ ci_enc: string }>('select ci_enc from identity_verifications where member_id <> $1 order by verified_at desc limit 1', [member.id])).rows[0]!;
    expect(sealed.ci_enc).toMatch(/^v1\.e2\./);
  });

  it('reseal seals every old value again with the current key; then the old keys can go and nothing is lost', async () => {
    const keys = sealingKeys(rotating.config, NEW.IDENTITY_ENCRYPTION_KEY);
    const before = await reseal(t.database.pool, keys, { check: true });
    const older = (v: string) => before.find((c) => c.value === v)!.older;
    expect(older('identity_verifications.di_enc')).toBeGreaterThanOrEqual(1);
    expect(older('dormant_members.profile_sealed')).toBeGreaterThanOrEqual(1);
    expect(older('media_keys.sealed')).toBeGreaterThanOrEqual(1);

    const run = await reseal(t.database.pool, keys);
    for (const c of run) expect({ value: c.value, left: c.older - c.resealed, unreadable: c.unreadable, conflicts: c.conflicts }).toEqual({ value: c.value, left: 0, unreadable: 0, conflicts: 0 });
    expect((await reseal(t.database.pool, keys, { check: true })).every((c) => c.older === 0)).toBe(true);
    const [row] = await t.database.db.select({ sealed: mediaKeys.sealed }).from(mediaKeys).where(eq(mediaKeys.kid, uploadedKid));
    expect(row!.sealed).toMatch(/^v1\.e2\./);

    // The old keys retired.
    const retired = await serve(NEW);
    try {
      // Tokens and links made with the retired keys no longer pass; the new ones do.
      expect(await me(retired, oldTokens)).toBe('0901');
      expect(await me(retired, newTokens)).toBe('0000');
      expect(await status(retired, oldLink.segment)).not.toBe(200);
      expect(await status(retired, newLink.segment)).toBe(200);
      // Sealed values and keyed hashes were rewritten: the duplicate person is still found, the sleeper wakes.
      const other = await login(retired, await createMember(retired));
      expect(await verify(retired, other, person)).toBe('2072');
      const woke = await signIn(retired, sleeper);
      expect(woke.code).toBe('2080');
      const token = woke.data.dormant_token!;
      // The code goes to the phone in the profile, opened with the new key.
      expect((await post(retired, '/api/auth/dormant/code', { dormant_token: token })).code).toBe('0000');
      const restored = await post<Tokens>(retired, '/api/auth/dormant/restore', { dormant_token: token, auth_no: await lastCode(retired, sleeper.hpno), os: 'Test OS' });
      expect(restored.code).toBe('0000');
      expect((await retired.request({ method: 'GET', url: '/api/my/user', headers: bearer(restored.data) })).json<Body<{ email: string }>>().data.email).toBe(sleeper.email);
      // The uploaded video's content key opens with the new key alone.
      const opened = await new MediaKeyService(t.database.db, new Sealer(keys, 'media-keys')).open(uploadedKid);
      expect(opened?.key).toHaveLength(16);
      expect(await new MediaKeyService(t.database.db, new Sealer(parseKey(OLD.IDENTITY_ENCRYPTION_KEY), 'media-keys')).open(uploadedKid)).toBeNull();
    } finally {
      await retired.close();
    }
  });
});
