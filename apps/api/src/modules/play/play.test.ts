import { authApi, playApi } from '@school/contracts/endpoints';
import { call, getUrl } from '../../test/call.ts';
import { createHmac } from 'node:crypto';
import { envelope, latestResponse, learningResponse, playInfoResponse, setTimeResponse } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, courses, entitlements, lectures, members, orders } from '../../db/schema/index.ts';
import { runSeed } from '../../db/seed/index.ts';
import { DEMO_MEMBER } from '../../db/seed/data.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MediaSigner } from './media.ts';
import { findProgress } from './play.queries.ts';
import { newPlayerId } from './play.service.ts';

let t: TestContext;
let none: Tokens; // member without any entitlement
let pass: Tokens; // valid pass
let expired: Tokens; // pass that ended yesterday
let single: Tokens; // one paid course bought on its own
let passMemberId: number;
let noneMemberId: number;
let paid: { courseSn: number; lcNo: number; nextLcNo: number; lastLcNo: number };
let soloCourse: { courseSn: number; lcNo: number };
let free: { courseSn: number; lcNo: number };

async function firstCourse(isFree: 'Y' | 'N', passIncluded: 'Y' | 'N') {
  const [c] = await t.database.db
    .select({ courseSn: courses.courseSn })
    .from(courses)
    .where(and(eq(courses.isFree, isFree), eq(courses.passIncluded, passIncluded), eq(courses.isPublished, 'Y')))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  const ls = await t.database.db
    .select({ lcNo: lectures.lcNo, isPreview: lectures.isPreview })
    .from(lectures)
    .where(eq(lectures.courseSn, c!.courseSn))
    .orderBy(asc(lectures.sortOrder));
  const closed = ls.filter((l) => l.isPreview === 'N');
  return { courseSn: c!.courseSn, lcNo: closed[0]!.lcNo, nextLcNo: ls[ls.indexOf(closed[0]!) + 1]!.lcNo, lastLcNo: ls.at(-1)!.lcNo };
}

beforeAll(async () => {
  t = await createTestApp();
  paid = await firstCourse('N', 'Y');
  const solo = await firstCourse('N', 'N');
  soloCourse = { courseSn: solo.courseSn, lcNo: solo.lcNo };
  const f = await firstCourse('Y', 'N');
  free = { courseSn: f.courseSn, lcNo: f.lcNo };
  const day = 86_400_000;
  const m = await Promise.all([createMember(t), createMember(t), createMember(t), createMember(t)]);
  if (m.length !== 4) throw new Error('members');
  noneMemberId = m[0].id;
  passMemberId = m[1].id;
  await t.database.db.insert(entitlements).values([
    { memberId: m[1].id, kind: 'pass', validFrom: new Date(Date.now() - day) },
    { memberId: m[2].id, kind: 'pass', validFrom: new Date(Date.now() - 30 * day), validUntil: new Date(Date.now() - day) },
    { memberId: m[3].id, kind: 'course', courseSn: soloCourse.courseSn, validFrom: new Date(Date.now() - day), validUntil: new Date(Date.now() + day) },
  ]);
  [none, pass, expired, single] = (await Promise.all(m.map((x) => login(t, x)))) as [Tokens, Tokens, Tokens, Tokens];
});
afterAll(() => t.close());

const codeOf = async (p: Promise<{ body: { code: string } }>) => (await p).body.code;

async function playInfo(tokens: Tokens, lcNo: number) {
  const res = await call(t, playApi.info, { who: tokens, params: { lc_no: lcNo } });
  expect(res.status, res.res.body).toBe(200);
  return envelope(playInfoResponse).parse(res.body).data;
}

async function mediaKey(): Promise<string> {
  const [row] = await t.database.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'media:signing_key'));
  return row!.value;
}

describe('course-access check and start', () => {
  it('answers by the one rule: free, pass, course entitlement, expired pass, anonymous', async () => {
    expect(await codeOf(call(t, playApi.courseAccess, { params: { course_sn: free.courseSn } }))).toBe('0000');
    expect(await codeOf(call(t, playApi.courseAccess, { params: { course_sn: paid.courseSn } }))).toBe('0907');
    const denied = (await call(t, playApi.courseAccess, { who: none, params: { course_sn: paid.courseSn } })).body;
    expect(denied).toMatchObject({ code: '3010', data: { redirect: '/payment/product' } });
    expect((await call(t, playApi.courseAccess, { who: pass, params: { course_sn: paid.courseSn } })).body).toMatchObject({ code: '0000', data: { reason: 'pass' } });
    expect(await codeOf(call(t, playApi.courseAccess, { who: expired, params: { course_sn: paid.courseSn } }))).toBe('3010');
    expect((await call(t, playApi.courseAccess, { who: single, params: { course_sn: soloCourse.courseSn } })).body).toMatchObject({ code: '0000', data: { reason: 'course' } });
    // A pass does not open a course sold on its own only; one course's purchase opens no other.
    expect(await codeOf(call(t, playApi.courseAccess, { who: pass, params: { course_sn: soloCourse.courseSn } }))).toBe('3010');
    expect(await codeOf(call(t, playApi.courseAccess, { who: single, params: { course_sn: paid.courseSn } }))).toBe('3010');
    expect(await codeOf(call(t, playApi.courseAccess, { who: pass, params: { course_sn: 99999 } }))).toBe('3001');
  });

  it('auto and play refuse anonymous and non-entitled members, and serve the entitled', async () => {
    expect(await codeOf(call(t, playApi.start, { payload: { lc_no: paid.lcNo } }))).toBe('0907');
    expect(await codeOf(call(t, playApi.start, { who: none, payload: { lc_no: paid.lcNo } }))).toBe('3010');
    expect(await codeOf(call(t, playApi.info, { who: none, params: { lc_no: paid.lcNo } }))).toBe('3010');
    expect(await codeOf(call(t, playApi.info, { who: expired, params: { lc_no: paid.lcNo } }))).toBe('3010');
    expect(await codeOf(call(t, playApi.start, { who: none, payload: { lc_no: free.lcNo } }))).toBe('0000');
    expect(await codeOf(call(t, playApi.start, { who: pass, payload: { lc_no: 9_999_999 } }))).toBe('3004');
    expect(await codeOf(call(t, playApi.start, { who: pass, payload: { lc_no: paid.lcNo, extra: 1 } }))).toBe('1000');
    const started = (await call(t, playApi.start, { who: pass, payload: { lc_no: paid.lcNo } })).body;
    expect(started).toMatchObject({ code: '0000', data: { lc_no: paid.lcNo, course_sn: paid.courseSn } });

    const info = await playInfo(pass, paid.lcNo);
    expect(info.media?.hls).toMatch(new RegExp(`^/api/media/hls/${paid.lcNo}/${passMemberId}\\.[\\w-]{16}\\.\\d+\\.[\\w-]+\\.[\\w-]{22}/master\\.m3u8$`));
    expect(info.media?.renditions).toEqual(['360p', '720p']);
    expect(info.watermark).toContain(`회원번호 ${passMemberId}`);
    expect(info.watermark).toContain('***@example.com');
    expect(info.next_lc_no).toBe(paid.nextLcNo);
    expect(info.duration).toBeGreaterThanOrEqual(10);
    const freeInfo = await playInfo(none, free.lcNo);
    expect(freeInfo.watermark).toBeNull();
  });

  it('next lecture: the following one, null after the last', async () => {
    expect((await call(t, playApi.next, { query: { lc_no: paid.lcNo } })).body).toMatchObject({ code: '0000', data: { lc_no: paid.nextLcNo } });
    expect((await call(t, playApi.next, { query: { lc_no: paid.lastLcNo } })).body).toMatchObject({ code: '0000', data: null });
  });
});

describe('signed media', () => {
  it('serves playlists and segments with their content types under the signed path', async () => {
    const info = await playInfo(pass, paid.lcNo);
    const base = info.media!.hls.replace(/master\.m3u8$/, '');
    const master = await getUrl(t, info.media!.hls);
    expect(master.status).toBe(200);
    expect(master.res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.res.headers['cache-control']).toBe('no-store');
    const variantPath = master.res.body.split('\n').find((l) => l.endsWith('.m3u8'))!;
    const variant = await getUrl(t, base + variantPath);
    expect(variant.status).toBe(200);
    const segment = variant.res.body.split('\n').find((l) => l.endsWith('.m4s'))!;
    const seg = await getUrl(t, base + variantPath.replace(/[^/]+$/, '') + segment);
    expect(seg.status).toBe(200);
    expect(seg.res.headers['content-type']).toBe('video/mp4');
    expect(seg.res.rawPayload.length).toBeGreaterThan(10_000);
    // With the owner's own token it works too; with another member's token it does not.
    expect((await getUrl(t, info.media!.hls, { who: pass })).status).toBe(200);
    expect(await codeOf(getUrl(t, info.media!.hls, { who: none }))).toBe('3012');
    // Paths outside the lecture's folder are refused.
    expect((await getUrl(t, base + '..%2F..%2Fpackage.json')).status).toBeGreaterThanOrEqual(400);
    expect((await getUrl(t, `${base}..%2F..%2F..%2Fpackage.m4s`)).status).toBeGreaterThanOrEqual(400);
  });

  it('a non-entitled member gets no playlist and no key, even with a correctly signed link', async () => {
    const key = await mediaKey();
    const exp = Math.floor(Date.now() / 1000) + 600;
    // A stream of this member's own (for a lecture they may watch), signed for the paid lecture.
    const own = await playInfo(none, free.lcNo);
    const [, streamId] = own.media!.hls.split('/')[5]!.split('.');
    const [row] = await t.database.db.select({ mediaKey: lectures.mediaKey }).from(lectures).where(eq(lectures.lcNo, paid.lcNo));
    const video = Buffer.from(row!.mediaKey!).toString('base64url');
    const sig = createHmac('sha256', key).update(`hls2:${paid.lcNo}:${noneMemberId}:${streamId}:${exp}:${video}`).digest().subarray(0, 16).toString('base64url');
    const signed = { lc_no: paid.lcNo, token: `${noneMemberId}.${streamId}.${exp}.${video}.${sig}` };
    expect(await codeOf(call(t, playApi.hlsMaster, { params: { ...signed, name: 'master' } }))).toBe('3010');
    expect(await codeOf(call(t, playApi.hlsKey, { who: none, params: { ...signed, kid: '0123456789abcdef' } }))).toBe('3010');
  });

  it('a link signed for one lecture, member, video or time fails for another or after expiry', async () => {
    const info = await playInfo(pass, paid.lcNo);
    const token = info.media!.hls.split('/')[5]!;
    expect(await codeOf(call(t, playApi.hlsMaster, { params: { lc_no: paid.nextLcNo, token, name: 'master' } }))).toBe('3012');
    const [member, stream, exp, video, sig] = token.split('.');
    expect(await codeOf(call(t, playApi.hlsMaster, { params: { lc_no: paid.lcNo, token: `${noneMemberId}.${stream}.${exp}.${video}.${sig}`, name: 'master' } }))).toBe('3012');
    expect(await codeOf(call(t, playApi.hlsMaster, { params: { lc_no: paid.lcNo, token: `${member}.${stream}.${Number(exp) + 1}.${video}.${sig}`, name: 'master' } }))).toBe('3012');
    const otherVideo = Buffer.from('samples/lecture-z').toString('base64url');
    expect(await codeOf(call(t, playApi.hlsSegmentM4s, { params: { lc_no: paid.lcNo, token: `${member}.${stream}.${exp}.${otherVideo}.${sig}`, rendition: '360p', name: 'seg000' } }))).toBe('3012');
    const key = await mediaKey();
    const past = Math.floor(Date.now() / 1000) - 1;
    const pastSig = createHmac('sha256', key).update(`hls2:${paid.lcNo}:${passMemberId}:${stream}:${past}:${video}`).digest().subarray(0, 16).toString('base64url');
    expect(await codeOf(call(t, playApi.hlsMaster, { params: { lc_no: paid.lcNo, token: `${passMemberId}.${stream}.${past}.${video}.${pastSig}`, name: 'master' } }))).toBe('3012');

    let now = 1_000_000_000_000;
    const signer = new MediaSigner('k'.repeat(32), 600, () => now);
    const grant = { memberId: 7, streamId: 'AbCdEfGhIjKlMnOp', mediaKey: 'samples/lecture-a' };
    const signed = signer.sign(grant, 101);
    expect(signer.verify(signed.token, 101)).toEqual(grant);
    expect(signer.verify(signed.token, 102)).toBeNull();
    now += 599_000;
    expect(signer.verify(signed.token, 101)).toEqual(grant);
    now += 1_000;
    expect(signer.verify(signed.token, 101)).toBeNull();
  });
});

describe('progress', () => {
  /** As if the member had been watching for a while since the last save (credit follows the clock and the segments served). */
  const passTime = (lcNo: number) =>
    t.database.pool.query(
      `with served as (insert into lecture_served (member_id, lc_no, seconds) values ($1, $2, 86400) on conflict (member_id, lc_no) do update set seconds = 86400)
       update lecture_progress set saved_at = saved_at - interval '1 hour', stream_at = stream_at - interval '1 hour' where member_id = $1 and lc_no = $2`,
      [passMemberId, lcNo],
    );
  const save = async (tokens: Tokens, lcNo: number, player: string, second: number) => {
    const res = await call(t, playApi.setTime, { who: tokens, payload: { lc_no: lcNo, player, play_second: second } });
    expect(res.status, res.res.body).toBe(200);
    return envelope(setTimeResponse).parse(res.body).data;
  };

  it('needs a start first, and bounds its input', async () => {
    expect(await codeOf(call(t, playApi.setTime, { who: pass, payload: { lc_no: paid.nextLcNo, player: newPlayerId(), play_second: 3 } }))).toBe('3011');
    // Another member's start does not let this one save (the row is per member).
    expect(await codeOf(call(t, playApi.setTime, { who: none, payload: { lc_no: paid.lcNo, player: newPlayerId(), play_second: 3 } }))).toBe('3011');
    expect(await codeOf(call(t, playApi.setTime, { who: pass, payload: { lc_no: paid.lcNo, player: 'x'.repeat(65), play_second: 3 } }))).toBe('1000');
    expect(await codeOf(call(t, playApi.setTime, { who: pass, payload: { lc_no: paid.lcNo, player: '<b>', play_second: 3 } }))).toBe('1000');
    expect(await codeOf(call(t, playApi.setTime, { who: pass, payload: { lc_no: paid.lcNo, player: 'p', play_second: -1 } }))).toBe('1000');
    expect(await codeOf(call(t, playApi.setTime, { payload: { lc_no: paid.lcNo, player: 'p', play_second: 1 } }))).toBe('0907');
  });

  it('answers the auth guard codes when the token or session is not valid', async () => {
    const body = { lc_no: paid.lcNo, player: newPlayerId(), play_second: 3 };
    const res = await call(t, playApi.setTime, { payload: body, headers: { authorization: 'Bearer nonsense' } });
    expect(res.body).toMatchObject({ code: '0901' });
    const m = await createMember(t);
    await t.database.db.insert(entitlements).values({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 1000) });
    const tokens = await login(t, m);
    expect(await codeOf(call(t, playApi.start, { who: tokens, payload: { lc_no: paid.lcNo } }))).toBe('0000');
    expect(await codeOf(call(t, playApi.setTime, { who: tokens, payload: body }))).toBe('0000');
    expect(await codeOf(call(t, authApi.logout, { who: tokens, payload: { refreshToken: tokens.refreshToken } }))).toBe('0000');
    // Signed out: the save finds no live session and changes nothing.
    expect(await codeOf(call(t, playApi.setTime, { who: tokens, payload: { ...body, play_second: 9 } }))).toBe('0904');
    expect(await findProgress(t.database.db, m.id, paid.lcNo)).toMatchObject({ maxSecond: 3 });
  });

  it('keeps the furthest point; the newest playback session owns the resume position; stale saves change nothing', async () => {
    await call(t, playApi.start, { who: pass, payload: { lc_no: paid.nextLcNo } });
    const older = newPlayerId(Date.now() - 60_000);
    const newer = newPlayerId();
    expect(await save(pass, paid.nextLcNo, older, 5)).toMatchObject({ resume_second: 5, max_second: 5, completed: 'N' });
    expect(await save(pass, paid.nextLcNo, older, 3)).toMatchObject({ resume_second: 5, max_second: 5 });
    expect(await save(pass, paid.nextLcNo, older, 3)).toMatchObject({ resume_second: 5, max_second: 5 }); // repeat: same answer
    expect(await save(pass, paid.nextLcNo, newer, 2)).toMatchObject({ resume_second: 2, max_second: 5 });
    // The old session's late save counts as watched, but does not move the new session's position.
    expect(await save(pass, paid.nextLcNo, older, 8)).toMatchObject({ resume_second: 2, max_second: 8, completed: 'N' });
    const info = await playInfo(pass, paid.nextLcNo);
    expect(info).toMatchObject({ resume_second: 2, max_second: 8, completed: 'N' });
    // 90 % of the video watched completes it; positions past the end are clamped to its length.
    await save(pass, paid.nextLcNo, newer, 0);
    await passTime(paid.nextLcNo);
    const done = await save(pass, paid.nextLcNo, newer, 100_000 > info.duration ? info.duration * 10 : 0);
    expect(done).toMatchObject({ max_second: info.duration, completed: 'Y' });
    expect((await save(pass, paid.nextLcNo, newer, 1)).completed).toBe('Y');
  });

  it('concurrent saves end at the furthest point', async () => {
    await call(t, playApi.start, { who: pass, payload: { lc_no: paid.lastLcNo } });
    const player = newPlayerId();
    const seconds = Array.from({ length: 24 }, (_, i) => (i * 7) % 12);
    await Promise.all(seconds.map((s) => save(pass, paid.lastLcNo, player, s)));
    const row = await findProgress(t.database.db, passMemberId, paid.lastLcNo);
    expect(row).toMatchObject({ position: 11, maxSecond: 11 });
    // Watched from the start in real time: completed.
    await save(pass, paid.lastLcNo, player, 0);
    await passTime(paid.lastLcNo);
    await save(pass, paid.lastLcNo, player, 11);
    // Resuming within the last seconds starts over rather than showing the end.
    expect(await playInfo(pass, paid.lastLcNo)).toMatchObject({ resume_second: 0, max_second: 11, completed: 'Y' });
  });

  it('learning history and recently watched show one member only their own', async () => {
    const learning = envelope(learningResponse).parse((await call(t, playApi.learning, { who: pass })).body).data;
    const course = learning.list.find((c) => c.course_sn === paid.courseSn)!;
    expect(course.completed_lc_nos).toEqual(expect.arrayContaining([paid.nextLcNo, paid.lastLcNo]));
    expect(course.started_count).toBeGreaterThanOrEqual(3);
    expect(course.progress_percent).toBeGreaterThan(0);
    const latest = envelope(latestResponse).parse((await call(t, playApi.latest, { who: pass, query: { page: 1, size: 2 } })).body).data;
    expect(latest.list).toHaveLength(2);
    expect(latest.total).toBeGreaterThanOrEqual(3);
    expect(latest.list[0]!.lc_no).toBe(paid.lastLcNo);

    const others = envelope(learningResponse).parse((await call(t, playApi.learning, { who: single })).body).data;
    expect(others.list).toEqual([]);
    const othersLatest = envelope(latestResponse).parse((await call(t, playApi.latest, { who: single })).body).data;
    expect(othersLatest).toMatchObject({ list: [], total: 0 });
    expect(await codeOf(call(t, playApi.learning))).toBe('0907');
  });
});

describe('demo member', () => {
  it('exists outside production with a pass, and can play a paid lecture', async () => {
    const tokens = await login(t, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(await codeOf(call(t, playApi.start, { who: tokens, payload: { lc_no: paid.lcNo } }))).toBe('0000');
    const info = await playInfo(tokens, paid.lcNo);
    expect(info.media).not.toBeNull();
  });

  it('is not created in production', async () => {
    const db = t.database.db;
    const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_MEMBER.email));
    await db.delete(entitlements).where(eq(entitlements.memberId, demo!.id));
    // The demo pass is a seeded purchase (docs/decisions/020); its order goes with the member here.
    await db.delete(orders).where(eq(orders.memberId, demo!.id));
    await db.delete(members).where(eq(members.id, demo!.id));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:demo-member'));
    expect(await runSeed(db, { production: true })).toEqual([]);
    expect(await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_MEMBER.email))).toEqual([]);
    expect(await runSeed(db)).toEqual(['seed:demo-member']);
  });
});
