import { courseMainResponse, envelope, reviewCheckResponse } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, lectureProgress, lectures } from '../../db/schema/index.ts';
import { bearer, createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { newPlayerId } from '../play/play.service.ts';

let t: TestContext;
let viewer: Tokens;
let viewerId: number;
let idle: Tokens;
let courseSn: number;
let lcNos: number[];

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db
    .select({ courseSn: courses.courseSn })
    .from(courses)
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y')))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  courseSn = c!.courseSn;
  lcNos = (await t.database.db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.courseSn, courseSn)).orderBy(asc(lectures.sortOrder))).map((l) => l.lcNo);
  const [a, b] = await Promise.all([createMember(t), createMember(t)]);
  viewerId = a.id;
  await t.database.db.insert(entitlements).values([a, b].map((m) => ({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 1000) })));
  [viewer, idle] = await Promise.all([login(t, a), login(t, b)]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, tokens?: Tokens | null, payload?: object) =>
  t.request({ method, url, ...(tokens ? { headers: bearer(tokens) } : {}), ...(payload ? { payload } : {}) });
const check = async (tokens: Tokens) => envelope(reviewCheckResponse).parse((await call('GET', `/api/comm/review/chk?course_sn=${courseSn}`, tokens)).json()).data;

describe('course reviews', () => {
  it('only after real viewing, once per member, and the course page shows the average', async () => {
    expect(await check(idle)).toMatchObject({ available: 'N', reason: 'not_watched' });
    expect((await call('POST', '/api/comm/review', idle, { course_sn: courseSn, star: 5, contents: '좋아요' })).json().code).toBe('3020');

    // A started but barely watched lecture is not enough.
    await call('POST', '/api/rs/auto', viewer, { lc_no: lcNos[1] });
    await call('PUT', '/api/rs/play/setTime', viewer, { lc_no: lcNos[1], player: newPlayerId(), play_second: 3 });
    expect(await check(viewer)).toMatchObject({ available: 'N', watched_seconds: 3 });
    // Finishing one lecture is (watched in real time: the server credits only time that passed).
    await t.database.pool.query(`update lecture_progress set saved_at = saved_at - interval '1 minute' where member_id = $1 and lc_no = $2`, [viewerId, lcNos[1]]);
    await call('PUT', '/api/rs/play/setTime', viewer, { lc_no: lcNos[1], player: newPlayerId(), play_second: 12 });
    expect(await check(viewer)).toMatchObject({ available: 'Y', reason: 'ok', completed_count: 1 });

    expect((await call('POST', '/api/comm/review', viewer, { course_sn: courseSn, star: 6, contents: 'x' })).json().code).toBe('1000');
    expect((await call('POST', '/api/comm/review', viewer, { course_sn: courseSn, star: 4, contents: ' ' })).json().code).toBe('1000');
    const results = await Promise.all(
      [4, 4, 4].map((star) => call('POST', '/api/comm/review', viewer, { course_sn: courseSn, star, contents: '설명이 쉬워요' }).then((r) => r.json<{ code: string; data: unknown }>())),
    );
    expect(results.map((r) => r.code).sort()).toEqual(['0000', '3021', '3021']);
    expect(results.find((r) => r.code === '0000')).toMatchObject({ data: { summary: { count: 1, star_avg: 4, text: '4.0점 (리뷰 1개)' } } });
    expect(await check(viewer)).toMatchObject({ available: 'N', reason: 'already_reviewed' });

    // The course page's cached summary follows (the reviews table's trigger drops the cache).
    let main = envelope(courseMainResponse).parse((await call('GET', `/api/rs/main/${courseSn}`)).json()).data;
    for (let i = 0; i < 50 && main.reviews.count === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      main = envelope(courseMainResponse).parse((await call('GET', `/api/rs/main/${courseSn}`)).json()).data;
    }
    expect(main.reviews).toEqual({ count: 1, star_avg: 4, text: '4.0점 (리뷰 1개)' });
  });

  it('ten minutes across a course also qualifies', async () => {
    const m = await createMember(t);
    await t.database.db.insert(lectureProgress).values(lcNos.slice(0, 3).map((lcNo) => ({ memberId: m.id, lcNo, courseSn, durationSec: 1000, maxSecond: 200, creditedSecond: 200, position: 200 })));
    const tokens = await login(t, m);
    expect(await check(tokens)).toMatchObject({ available: 'Y', watched_seconds: 600, completed_count: 0 });
    expect(viewerId).toBeGreaterThan(0);
  });

  it('needs a member and a known course', async () => {
    expect((await call('GET', `/api/comm/review/chk?course_sn=${courseSn}`, null)).json().code).toBe('0907');
    expect((await call('GET', '/api/comm/review/chk?course_sn=99999', viewer)).json().code).toBe('3001');
    expect((await call('GET', '/api/comm/review/chk', viewer)).json().code).toBe('1000');
  });
});
