import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../../jobs/scheduler.ts';
import { koreanDay } from '@school/contracts';
import { categories, courseReviews, courses, entitlements, lectureChapters, lectureProgress, lectures, ledgerEntries, orders, products, teachers } from '../../db/schema/index.ts';
import { bearer, createMember, login, studioLogin, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createAnalytics } from './analytics.module.ts';

let t: TestContext;
let own: Tokens;
let other: Tokens;
let staff: Tokens;
let courseSn: number;
let teacherSn: number;
let l1: number;
let l2: number;
const now = new Date();
const yesterday = new Date(now.getTime() - 24 * 3600_000);

type Body<T = unknown> = { code: string; data: T };
const get = async <T>(who: Tokens, url: string) => {
  const res = await t.request({ method: 'GET', url, headers: bearer(who) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
};

async function teacherAccount(sn: number): Promise<Tokens> {
  const admin = await login(t, await createMember(t, { role: 'admin' }));
  const m = await createMember(t);
  const res = await t.request({ method: 'POST', url: `/api/admin/members/${m.id}/role`, headers: bearer(admin), payload: { role: 'teacher', teacher_sn: sn, reason: '강사 계정 연결' } });
  expect(res.json<Body>().code).toBe('0000');
  return studioLogin(t, m);
}

/**
 * The fixture, counted by hand below: a course of two lectures (60 s and 30 s) and five members.
 *   m1 watched both to the end; m2 reached 12 s of lecture 1 and finished lecture 2; m3 reached 30 s, m4 left at 0 s;
 *   m5 bought the course (entitlement) and never played it.
 *   Orders: m1 50,000원 and m2 50,000원 yesterday, m2 refunded 20,000원 today; a pass bought the same day is no course's.
 *   Reviews: m1 ★5, m2 ★3 (visible), m3 ★4 hidden.
 */
async function fixture() {
  const db = t.database.db;
  const [cat] = await db.select({ caSn: categories.caSn }).from(categories).limit(1);
  const [teacher] = await db.insert(teachers).values({ name: '분석 강사', headline: '테스트', bio: '테스트' }).returning({ sn: teachers.teacherSn });
  teacherSn = teacher!.sn;
  const [course] = await db
    .insert(courses)
    .values({ title: '차트 분석 입문', summary: '요약', description: '설명', level: '입문', caSn: cat!.caSn, teacherSn, price: 50_000, isPublished: 'Y' })
    .returning({ sn: courses.courseSn });
  courseSn = course!.sn;
  const lcs = await db
    .insert(lectures)
    .values([
      { courseSn, title: '1강 추세', durationSec: 60, sortOrder: 1 },
      { courseSn, title: '2강 거래량', durationSec: 30, sortOrder: 2 },
    ])
    .returning({ lcNo: lectures.lcNo });
  [l1, l2] = [lcs[0]!.lcNo, lcs[1]!.lcNo];
  await db.insert(lectureChapters).values([
    { lcNo: l1, atSec: 0, title: '도입' },
    { lcNo: l1, atSec: 30, title: '차트 읽기' },
  ]);
  const m = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(t)));
  const progress = (i: number, lcNo: number, durationSec: number, maxSecond: number, done: boolean) => ({
    memberId: m[i]!.id,
    lcNo,
    courseSn,
    durationSec,
    position: maxSecond,
    maxSecond,
    completedAt: done ? now : null,
  });
  await db.insert(lectureProgress).values([
    progress(0, l1, 60, 60, true),
    progress(1, l1, 60, 12, false),
    progress(2, l1, 60, 30, false),
    progress(3, l1, 60, 0, false),
    progress(0, l2, 30, 30, true),
    progress(1, l2, 30, 30, true),
  ]);
  await db.insert(entitlements).values({ memberId: m[4]!.id, kind: 'course', courseSn, validFrom: now });

  const [product] = await db.insert(products).values({ kind: 'course', title: '차트 분석 입문', price: 50_000, days: 365, scopeType: 'course', courseSn }).returning({ id: products.productId });
  const order = async (i: number, productId: number, amount: number) => {
    const [o] = await db
      .insert(orders)
      .values({ orderId: `analytics-${i}-${productId}`, memberId: m[i]!.id, productId, orderName: '주문', status: 'paid', productPrice: amount, amount, provider: 'sandbox', receiptToken: `r${i}${productId}`, expiresAt: now, paidAt: yesterday })
      .returning({ sn: orders.orderSn });
    return o!.sn;
  };
  const o1 = await order(0, product!.id, 50_000);
  const o2 = await order(1, product!.id, 50_000);
  const pass = await order(2, 1, 59_000);
  const entry = (memberId: number, kind: string, orderSn: number, won: number, at: Date) => ({ memberId, kind, sourceType: 'order', sourceId: String(orderSn), won, actorType: 'member', reason: '테스트', occurredAt: at });
  await db.insert(ledgerEntries).values([
    entry(m[0]!.id, 'order_payment', o1, 50_000, yesterday),
    entry(m[1]!.id, 'order_payment', o2, 50_000, yesterday),
    entry(m[2]!.id, 'order_payment', pass, 59_000, yesterday),
    entry(m[1]!.id, 'order_refund', o2, -20_000, now),
  ]);
  await db.insert(courseReviews).values([
    { courseSn, memberId: m[0]!.id, star: 5, contents: '좋아요' },
    { courseSn, memberId: m[1]!.id, star: 3, contents: '보통' },
    { courseSn, memberId: m[2]!.id, star: 4, contents: '숨김', isHidden: 'Y' },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  await fixture();
  own = await teacherAccount(teacherSn);
  const [b] = await t.database.db.insert(teachers).values({ name: '다른 강사', headline: '테스트', bio: '테스트' }).returning({ sn: teachers.teacherSn });
  other = await teacherAccount(b!.sn);
  staff = await login(t, await createMember(t, { role: 'staff' }));
  // The job as the scheduler runs it: under its advisory lock, once across processes.
  const { jobs } = createAnalytics({ db: t.database.db });
  expect(jobs.map((j) => j.name)).toEqual(['studio-analytics']);
  expect(await runOnce(t.database.pool, jobs[0]!, t.app.log)).toBe(true);
});
afterAll(() => t.close());

describe('course analytics', () => {
  it('the aggregation of the fixture equals the hand count: retention at given seconds, funnel, revenue, ratings', async () => {
    const lecture = await get<{ viewers: number; completed: number; bucket_sec: number; reached: number[]; chapters: unknown[]; refreshed_at: string | null }>(own, `/api/studio/analytics/lectures/${l1}`);
    expect(lecture.body.code).toBe('0000');
    const { reached, bucket_sec } = lecture.body.data;
    expect(bucket_sec).toBe(5);
    // Viewers still there at a second = those whose furthest point is at least it (60 s → 13 points, 0 to 60).
    const at = (second: number) => reached[second / bucket_sec];
    expect(reached).toHaveLength(13);
    expect([at(0), at(5), at(10), at(15), at(30), at(35), at(60)]).toEqual([4, 3, 3, 2, 2, 1, 1]);
    expect(lecture.body.data).toMatchObject({ viewers: 4, completed: 1, chapters: [{ at_sec: 0, title: '도입' }, { at_sec: 30, title: '차트 읽기' }] });
    expect(lecture.body.data.refreshed_at).not.toBeNull();

    type Course = {
      course: Record<string, unknown>;
      lectures: { lc_no: number; viewers: number; completed: number }[];
      revenue: { day: { period: string; orders: number; gross_won: number; refunded_won: number }[]; week: unknown[]; month: { gross_won: number; refunded_won: number }[] };
      ratings: { reviews: number; average: number }[];
    };
    const course = (await get<Course>(own, `/api/studio/analytics/courses/${courseSn}`)).body.data;
    // Learners m1–m5; started m1–m4; half of two lectures: m1 and m2; all: m1.
    expect(course.course).toMatchObject({ lecture_count: 2, learners: 5, started: 4, half: 2, completed: 1, gross_won: 100_000, refunded_won: 20_000, reviews: 2, rating: 4 });
    expect(course.lectures).toEqual([
      { lc_no: l1, title: '1강 추세', duration_sec: 60, viewers: 4, completed: 1 },
      { lc_no: l2, title: '2강 거래량', duration_sec: 30, viewers: 2, completed: 2 },
    ]);
    expect(course.revenue.day).toHaveLength(90);
    expect(course.revenue.week).toHaveLength(26);
    expect(course.revenue.month).toHaveLength(12);
    const day = (d: Date) => course.revenue.day.find((p) => p.period === koreanDay(d));
    expect(day(yesterday)).toEqual({ period: koreanDay(yesterday), orders: 2, gross_won: 100_000, refunded_won: 0 });
    expect(day(now)).toEqual({ period: koreanDay(now), orders: 0, gross_won: 0, refunded_won: 20_000 });
    const sum = (xs: { gross_won: number; refunded_won: number }[]) => xs.reduce((s, x) => s + x.gross_won - x.refunded_won, 0);
    expect([sum(course.revenue.day), sum(course.revenue.month)]).toEqual([80_000, 80_000]);
    expect(course.ratings.map((r) => ({ reviews: r.reviews, average: r.average }))).toEqual([{ reviews: 2, average: 4 }]);
  });

  it('another teacher is refused the course and its lectures and sees none of it; a teacher cannot open the operators’ side', async () => {
    expect((await get(other, `/api/studio/analytics/courses/${courseSn}`)).body.code).toBe('7500');
    expect((await get(other, `/api/studio/analytics/lectures/${l1}`)).body.code).toBe('7500');
    const list = (await get<{ list: { course_sn: number }[] }>(other, '/api/studio/analytics/courses')).body.data.list;
    expect(list.map((c) => c.course_sn)).not.toContain(courseSn);
    // A teacher is refused the operators' side.
    expect((await get(own, '/api/admin/analytics/overview')).body.code).toBe('0906');
    expect((await get(own, `/api/admin/analytics/courses/${courseSn}`)).body.code).toBe('0906');
    // The teacher's analytics take the studio session only (decision 128): a console session is sent to slogin.
    expect((await get(staff, '/api/studio/analytics/courses')).body.code).toBe('7407');
    expect((await get(own, '/api/studio/analytics/courses/abc')).status).toBe(400);
  });

  it('an operator reads any course and the overview across teachers', async () => {
    const course = await get<{ course: { learners: number } }>(staff, `/api/admin/analytics/courses/${courseSn}`);
    expect(course.body.data.course.learners).toBe(5);
    expect((await get<{ viewers: number }>(staff, `/api/admin/analytics/lectures/${l2}`)).body.data.viewers).toBe(2);
    const overview = (await get<{ teachers: { teacher_sn: number; courses: number; gross_won: number; refunded_won: number; rating: number | null }[]; list: unknown[] }>(staff, '/api/admin/analytics/overview')).body.data;
    expect(overview.teachers.find((x) => x.teacher_sn === teacherSn)).toMatchObject({ courses: 1, gross_won: 100_000, refunded_won: 20_000, rating: 4 });
    expect(overview.teachers.length).toBeGreaterThan(1);
    expect((await get(staff, '/api/admin/analytics/courses/2000000000')).body.code).toBe('7500');
  });

  it('a course changed after the run shows the aggregate, not the raw rows, until the next run', async () => {
    await t.database.db.update(lectureProgress).set({ maxSecond: 60, position: 60 }).where(eq(lectureProgress.lcNo, l1));
    expect((await get<{ reached: number[] }>(own, `/api/studio/analytics/lectures/${l1}`)).body.data.reached[12]).toBe(1);
    await createAnalytics({ db: t.database.db }).analytics.refresh();
    expect((await get<{ reached: number[] }>(own, `/api/studio/analytics/lectures/${l1}`)).body.data.reached[12]).toBe(4);
  });
});
