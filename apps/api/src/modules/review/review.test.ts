import { courseApi, playApi, reviewApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { courseListResponse, courseMainResponse, envelope, reviewCheckResponse, reviewsResponse } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseReviews, courses, entitlements, lectureProgress, lectures } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { newPlayerId } from '../play/play.service.ts';
import { maskNickname } from './review.service.ts';

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

const check = async (tokens: Tokens) => envelope(reviewCheckResponse).parse((await call(t, reviewApi.check, { who: tokens, query: { course_sn: courseSn } })).body).data;

describe('course reviews', () => {
  it('only after real viewing, once per member, and the course page shows the average', async () => {
    expect(await check(idle)).toMatchObject({ available: 'N', reason: 'not_watched' });
    expect((await call(t, reviewApi.write, { who: idle, payload: { course_sn: courseSn, star: 5, contents: '좋아요' } })).body.code).toBe('3020');

    // A started but barely watched lecture is not enough.
    await call(t, playApi.start, { who: viewer, payload: { lc_no: lcNos[1] } });
    await call(t, playApi.setTime, { who: viewer, payload: { lc_no: lcNos[1], player: newPlayerId(), play_second: 3 } });
    expect(await check(viewer)).toMatchObject({ available: 'N', watched_seconds: 3 });
    // Finishing one lecture is (watched in real time: the server credits only time that passed).
    // …and its segments were delivered (credit is bounded by them too, decision 110).
    await t.database.pool.query(
      `with served as (insert into lecture_served (member_id, lc_no, seconds) values ($1, $2, 600) on conflict (member_id, lc_no) do update set seconds = 600)
       update lecture_progress set saved_at = saved_at - interval '1 minute', stream_at = stream_at - interval '1 minute' where member_id = $1 and lc_no = $2`,
      [viewerId, lcNos[1]],
    );
    await call(t, playApi.setTime, { who: viewer, payload: { lc_no: lcNos[1], player: newPlayerId(), play_second: 12 } });
    expect(await check(viewer)).toMatchObject({ available: 'Y', reason: 'ok', completed_count: 1 });

    expect((await call(t, reviewApi.write, { who: viewer, payload: { course_sn: courseSn, star: 6, contents: 'x' } })).body.code).toBe('1000');
    expect((await call(t, reviewApi.write, { who: viewer, payload: { course_sn: courseSn, star: 4, contents: ' ' } })).body.code).toBe('1000');
    const results = await Promise.all(
      [4, 4, 4].map((star) => call(t, reviewApi.write, { who: viewer, payload: { course_sn: courseSn, star, contents: '설명이 쉬워요' } }).then((r) => r.body)),
    );
    expect(results.map((r) => r.code).sort()).toEqual(['0000', '3021', '3021']);
    expect(results.find((r) => r.code === '0000')).toMatchObject({ data: { summary: { count: 1, star_avg: 4, text: '4.0점 (리뷰 1개)' } } });
    expect(await check(viewer)).toMatchObject({ available: 'N', reason: 'already_reviewed' });

    // The course page's cached summary follows (the reviews table's trigger drops the cache).
    let main = envelope(courseMainResponse).parse((await call(t, courseApi.main, { params: { id: courseSn } })).body).data;
    for (let i = 0; i < 50 && main.reviews.count === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      main = envelope(courseMainResponse).parse((await call(t, courseApi.main, { params: { id: courseSn } })).body).data;
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
    expect((await call(t, reviewApi.check, { query: { course_sn: courseSn } })).body.code).toBe('0907');
    expect((await call(t, reviewApi.check, { who: viewer, query: { course_sn: 99999 } })).body.code).toBe('3001');
    expect((await call(t, reviewApi.check, { who: viewer })).body.code).toBe('1000');
  });

  it('lists the text with stars, date, masked nickname and progress, newest or most helpful first; helpful once per member', async () => {
    const [c] = await t.database.db.select({ courseSn: courses.courseSn }).from(courses).where(eq(courses.isFree, 'Y')).orderBy(asc(courses.courseSn)).limit(1);
    const course = c!.courseSn;
    const lcs = (await t.database.db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.courseSn, course))).map((l) => l.lcNo);
    const [older, newer, voter] = await Promise.all([createMember(t, { nickname: '김이투자' }), createMember(t, { nickname: '박학생' }), createMember(t)]);
    // The older writer completed one lecture of the course.
    await t.database.db.insert(lectureProgress).values({ memberId: older.id, lcNo: lcs[0]!, courseSn: course, durationSec: 10, maxSecond: 10, position: 10, completedAt: new Date() });
    const [first] = await t.database.db
      .insert(courseReviews)
      .values({ courseSn: course, memberId: older.id, star: 5, contents: '차트 읽는 법이 쉬워졌어요', createdAt: new Date(Date.now() - 86_400_000) })
      .returning({ reviewSn: courseReviews.reviewSn });
    const [second] = await t.database.db.insert(courseReviews).values({ courseSn: course, memberId: newer.id, star: 3, contents: '조금 빨라요' }).returning({ reviewSn: courseReviews.reviewSn });
    await t.database.db.insert(courseReviews).values({ courseSn: course, memberId: voter.id, star: 1, contents: '가려진 리뷰', isHidden: 'Y' });
    const list = async (sort: string) => envelope(reviewsResponse).parse((await call(t, reviewApi.list, { query: { course_sn: course, sort } })).body).data;

    const latest = await list('latest');
    expect(latest.total).toBe(2);
    expect(latest.list.map((r) => r.contents)).toEqual(['조금 빨라요', '차트 읽는 법이 쉬워졌어요']);
    expect(latest.list[1]).toMatchObject({ star: 5, nickname: '김**자', progress: Math.floor(100 / lcs.length), helpful_count: 0 });
    expect(latest.list[0]!.nickname).toBe('박*생');
    expect(Date.parse(latest.list[1]!.created_at)).toBeLessThan(Date.parse(latest.list[0]!.created_at));
    // The course's card in lists carries the visible reviews' average and count (the hidden one left out).
    const cards = envelope(courseListResponse).parse((await call(t, courseApi.list, { query: { free: 'Y', size: 40 } })).body).data.list;
    expect(cards.find((c) => c.course_sn === course)).toMatchObject({ review_count: 2, star_avg: 4 });

    const voterTokens = await login(t, voter);
    const vote = (tokens: Tokens, reviewSn: number) => call(t, reviewApi.helpful, { who: tokens, payload: { review_sn: reviewSn } }).then((r) => r.body);
    const votes = await Promise.all([vote(voterTokens, first!.reviewSn), vote(voterTokens, first!.reviewSn)]);
    expect(votes.map((v) => v.code).sort()).toEqual(['0000', '3082']);
    expect((await vote(await login(t, older), first!.reviewSn)).code).toBe('3081');
    expect((await vote(voterTokens, 99_999_999)).code).toBe('3080');
    expect((await call(t, reviewApi.helpful, { payload: { review_sn: second!.reviewSn } })).body.code).toBe('0907');

    const helpful = await list('helpful');
    expect(helpful.list.map((r) => [r.contents, r.helpful_count])).toEqual([
      ['차트 읽는 법이 쉬워졌어요', 1],
      ['조금 빨라요', 0],
    ]);
    expect((await call(t, reviewApi.list, { query: { course_sn: course, sort: 'stars' } })).body.code).toBe('1000');
    expect((await call(t, reviewApi.list, { query: { course_sn: 99999 } })).body.code).toBe('3001');
  });

  it('masks nicknames', () => {
    expect([maskNickname('김이투'), maskNickname('김이'), maskNickname('김'), maskNickname('investor'), maskNickname(null)]).toEqual(['김*투', '김*', '*', 'i******r', '(알 수 없음)']);
  });
});
