import {
  courseLecturesResponse,
  courseListResponse,
  courseMainResponse,
  curriculumResponse,
  envelope,
  errorEnvelope,
  type CourseCard,
} from '@school/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, lectureProgress, lectures } from '../../db/schema/index.ts';
import { createMember } from '../../test/accounts.ts';
import { refreshPopularity } from './course.queries.ts';
import { SAMPLE_MEDIA_SECONDS, seedCategories, seedCourses, type SeedCategory } from '../../db/seed/data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/course/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(courseListResponse).parse(res.json()).data;
};

/** The seeded category ids under (and including) one category. */
function subtree(caSn: number): Set<number> {
  const out = new Set<number>();
  const walk = (nodes: SeedCategory[], inside: boolean) =>
    nodes.forEach((n) => {
      const hit = inside || n.ca_sn === caSn;
      if (hit) out.add(n.ca_sn);
      walk(n.children ?? [], hit);
    });
  walk(seedCategories, false);
  return out;
}

describe('GET /api/course/list', () => {
  it('lists every published course as a card, newest first, labelled as sample content', async () => {
    const data = await list('?size=100');
    expect(data.total).toBe(seedCourses.length);
    expect(data.total).toBeGreaterThanOrEqual(40);
    expect(data.category).toBeNull();
    const card = data.list[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'ca_sn', 'category_title', 'course_sn', 'cover', 'is_demo', 'is_free', 'lecture_count', 'level', 'pass_included',
        'price', 'review_count', 'star_avg', 'student_count', 'teacher_name', 'teacher_sn', 'title', 'total_seconds',
      ].sort(),
    );
    for (const c of data.list) {
      expect(c.is_demo).toBe('Y');
      expect(c.lecture_count).toBeGreaterThanOrEqual(5);
      expect(c.lecture_count).toBeLessThanOrEqual(15);
      // Every seeded lecture shows a committed sample video, and says its length (issue 33).
      expect(c.total_seconds).toBeGreaterThanOrEqual(c.lecture_count * SAMPLE_MEDIA_SECONDS);
      expect(c.cover).toMatch(new RegExp(`^/api/media/cover/${c.course_sn}\\.svg\\?v=\\d+$`));
      expect(c.is_free === 'Y').toBe(c.price === 0);
    }
    const seeded = seedCourses.find((s) => s.course_sn === card.course_sn)!;
    expect(card).toMatchObject({ title: seeded.title, lecture_count: seeded.lectures.length });
  });

  it('sends the cached body already compressed to clients that accept it', async () => {
    const plain = await get('/api/course/list?p_ca_sn=100');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.request({ method: 'GET', url: '/api/course/list?p_ca_sn=100', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('a parent category includes all its descendants; a child only its own', async () => {
    const parent = await list('?p_ca_sn=100&size=100');
    const under100 = subtree(100);
    expect(parent.total).toBe(seedCourses.filter((c) => under100.has(c.ca_sn)).length);
    expect(parent.total).toBeGreaterThanOrEqual(20);
    expect(parent.list.every((c) => under100.has(c.ca_sn))).toBe(true);
    expect(parent.category).toEqual({ ca_sn: 100, p_ca_sn: null, title: '국내주식' });

    const child = await list('?p_ca_sn=100&ca_sn=121');
    expect(child.list.map((c) => c.ca_sn).every((ca) => ca === 121)).toBe(true);
    expect(child.total).toBe(seedCourses.filter((c) => c.ca_sn === 121).length);
    expect(child.category).toMatchObject({ ca_sn: 121, p_ca_sn: 102 });
  });

  it('해외선물 (254) lists the courses of its children', async () => {
    const data = await list('?p_ca_sn=193&ca_sn=254');
    const ids = subtree(254);
    expect(data.total).toBe(seedCourses.filter((c) => ids.has(c.ca_sn)).length);
    expect(data.total).toBeGreaterThanOrEqual(6);
    expect(new Set(data.list.map((c) => c.ca_sn))).toEqual(new Set([255, 256, 257]));
  });

  it('treats empty filters as not given (the page address carries p_ca_sn=&ca_sn=)', async () => {
    const data = await list('?p_ca_sn=&ca_sn=&free=&sort=&page=&size=');
    expect(data).toMatchObject({ total: seedCourses.length, page: 1, size: 20, category: null });
  });

  it('a child outside the given parent matches nothing', async () => {
    const data = await list('?p_ca_sn=200&ca_sn=121');
    expect(data).toMatchObject({ list: [], total: 0 });
  });

  it('free=Y lists only free courses, and can be combined with a category', async () => {
    const free = await list('?free=Y&size=100');
    expect(free.total).toBe(seedCourses.filter((c) => c.price === 0).length);
    expect(free.total).toBeGreaterThanOrEqual(5);
    expect(free.list.every((c) => c.is_free === 'Y' && c.price === 0 && c.pass_included === 'N')).toBe(true);
    const freeStocks = await list('?free=Y&p_ca_sn=100');
    expect(freeStocks.list.every((c) => c.is_free === 'Y' && subtree(100).has(c.ca_sn))).toBe(true);
  });

  it('sorts by price both ways and by popularity, newest first among equals', async () => {
    const asc = (await list('?sort=price_asc&size=100')).list.map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=price_desc&size=100')).list.map((c) => c.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const latest = (await list('?sort=latest&size=100')).list.map((c) => c.course_sn);
    // Seeded courses are dated in id order.
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
  });

  it('pages without gaps or repeats', async () => {
    const all = (await list('?p_ca_sn=100&size=100')).list.map((c) => c.course_sn);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      const data = await list(`?p_ca_sn=100&size=7&page=${page}`);
      expect(data).toMatchObject({ page, size: 7, total: all.length });
      pages.push(...data.list.map((c) => c.course_sn));
    }
    expect(pages).toEqual(all);
    const past = await list('?p_ca_sn=100&size=7&page=50');
    expect(past).toMatchObject({ list: [], total: all.length });
  });

  it('an unknown category is 404 with code 3002', async () => {
    const res = await get('/api/course/list?ca_sn=99999');
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json())).toEqual({ code: '3002', message: '카테고리를 찾을 수 없습니다.', data: null });
  });

  it.each([
    ['?sort=cheap', 'sort'],
    ['?page=0', 'page'],
    ['?size=101', 'size'],
    ['?ca_sn=abc', 'ca_sn'],
    ['?free=yes', 'free'],
    ['?unknown=1', ''],
    ['?ca_sn=99999999999', 'ca_sn'],
  ])('bad input %s → 400 with code 1000 and a Korean message', async (query, field) => {
    const res = await get(`/api/course/list${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('1000');
    expect(body.message).toMatch(/[가-힣]/);
    if (field) expect(JSON.stringify(body.data.fields)).toContain(field);
  });

  it('shows a course change on the next call (cache invalidated by the database)', async () => {
    const before = await list('?ca_sn=111');
    const target = before.list[0]!;
    await t.database.db.update(courses).set({ title: '주식 용어 개정판' }).where(eq(courses.courseSn, target.course_sn));
    const title = async () => (await list('?ca_sn=111')).list.find((c) => c.course_sn === target.course_sn)?.title;
    await expect.poll(title, { timeout: 3000 }).toBe('주식 용어 개정판');

    // Popularity: enrolments move a course to the front.
    const last = (await list('?sort=popular&size=100')).list.at(-1)!;
    await t.database.db.update(courses).set({ studentCount: 500 }).where(eq(courses.courseSn, last.course_sn));
    await expect.poll(async () => (await list('?sort=popular')).list[0]?.course_sn, { timeout: 3000 }).toBe(last.course_sn);

    // Unpublishing takes a course out of lists and makes its page 404.
    await t.database.db.update(courses).set({ isPublished: 'N' }).where(eq(courses.courseSn, last.course_sn));
    await expect.poll(async () => (await list('?size=100')).list.some((c) => c.course_sn === last.course_sn), { timeout: 3000 }).toBe(false);
    expect((await get(`/api/rs/main/${last.course_sn}`)).statusCode).toBe(404);
  });
});

describe('GET /api/rs/main/{id}', () => {
  it('returns the course page: intro, teacher, curriculum summary, reviews and share data', async () => {
    const seeded = seedCourses.find((c) => c.price > 0 && c.lectures.length >= 8)!;
    const res = await get(`/api/rs/main/${seeded.course_sn}`);
    expect(res.statusCode).toBe(200);
    const { code, data } = envelope(courseMainResponse).parse(res.json());
    expect(code).toBe('0000');
    expect(data.course).toMatchObject({ course_sn: seeded.course_sn, title: seeded.title, level: seeded.level, price: seeded.price, is_demo: 'Y' });
    expect(data.course.summary).toBe(seeded.summary);
    expect(data.course.description).toContain(seeded.summary);
    expect(data.course.description).toContain('예시 강의');
    expect(data.course.category_path.at(-1)?.ca_sn).toBe(seeded.ca_sn);
    expect(data.course.category_path[0]?.p_ca_sn).toBeNull();
    expect(data.teacher).toMatchObject({ teacher_sn: seeded.teacher_sn, profile_image: `/api/media/teacher/${seeded.teacher_sn}.svg` });
    expect(data.curriculum).toMatchObject({ lecture_count: seeded.lectures.length, preview_count: expect.any(Number) });
    expect(data.curriculum.first_titles).toEqual(seeded.lectures.slice(0, 5));
    expect(data.reviews).toEqual({ count: 0, star_avg: 0, text: '리뷰 없음' });
    // Absolute addresses: a shared message is opened outside the site.
    expect(data.share).toEqual({
      title: seeded.title,
      description: seeded.summary,
      image: `${t.config.PUBLIC_URL}${data.course.cover}`,
      link: `${t.config.PUBLIC_URL}/course/play/${seeded.course_sn}`,
      button_title: '웹으로 보기',
    });
    expect(data.share.link).toMatch(/^https?:\/\//);
  });

  it('an unknown course is 404 with code 3001; a malformed id is 400', async () => {
    const res = await get('/api/rs/main/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '3001', data: null });
    expect(res.json().message).toContain('강의를 찾을 수 없습니다');
    expect((await get('/api/rs/main/abc')).json()).toMatchObject({ code: '1000' });
    expect((await get('/api/rs/main/0')).statusCode).toBe(400);
  });
});

describe('GET /api/rs/menu/{id}', () => {
  it('lists the lectures in order with lc_no, title, duration, is_preview and sort', async () => {
    const seeded = seedCourses.find((c) => c.price > 0)!;
    const res = await get(`/api/rs/menu/${seeded.course_sn}`);
    expect(res.statusCode).toBe(200);
    const { data } = envelope(courseLecturesResponse).parse(res.json());
    expect(data.list.map((l) => l.title)).toEqual(seeded.lectures);
    expect(Object.keys(data.list[0]!).sort()).toEqual(['duration', 'is_preview', 'lc_no', 'sort', 'title']);
    expect(data.list[0]).toMatchObject({ lc_no: seeded.course_sn * 100 + 1, is_preview: 'Y', sort: 1 });
    expect(data.total_seconds).toBe(data.list.reduce((s, l) => s + l.duration, 0));
    expect(data.list.every((l) => l.duration === SAMPLE_MEDIA_SECONDS)).toBe(true);
  });

  it('shows a lecture change on the next call', async () => {
    const id = seedCourses[10]!.course_sn;
    await get(`/api/rs/menu/${id}`);
    await t.database.db.update(lectures).set({ title: '새로 찍은 오리엔테이션' }).where(eq(lectures.lcNo, id * 100 + 1));
    await expect
      .poll(async () => envelope(courseLecturesResponse).parse((await get(`/api/rs/menu/${id}`)).json()).data.list[0]?.title, { timeout: 3000 })
      .toBe('새로 찍은 오리엔테이션');
  });

  it('an unknown course is 404 with code 3001', async () => {
    const res = await get('/api/rs/menu/424242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '3001' });
  });
});

describe('GET /api/curriculum', () => {
  it('groups every published course by top-level category and level', async () => {
    const res = await get('/api/curriculum');
    const { data } = envelope(curriculumResponse).parse(res.json());
    expect(data.levels).toEqual(['입문', '초급', '중급', '고급']);
    expect(data.tracks.map((tr) => tr.title)).toEqual(['국내주식', '해외주식', '해외파생', '자산관리']);
    for (const track of data.tracks) {
      expect(track.steps.map((s) => s.level)).toEqual(data.levels);
      const cards: CourseCard[] = track.steps.flatMap((s) => s.courses);
      expect(cards.length).toBe(track.course_count);
      for (const s of track.steps) expect(s.courses.every((c) => c.level === s.level && subtree(track.ca_sn).has(c.ca_sn))).toBe(true);
    }
    const published = (await list('?size=100')).total;
    expect(data.tracks.reduce((n, tr) => n + tr.course_count, 0)).toBe(published);
  });
});

describe('generated cover art', () => {
  it('serves a cacheable SVG with the course title, category and the sample label', async () => {
    const seeded = seedCourses[20]!;
    const res = await get(`/api/media/cover/${seeded.course_sn}.svg?v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('예시 강의');
    expect(res.body).toContain(`aria-label="${seeded.title}"`);
    const again = await get(`/api/media/cover/${seeded.course_sn}.svg`);
    expect(again.body).toBe(res.body);
    const etag = String(res.headers.etag);
    const cached = await t.request({ method: 'GET', url: `/api/media/cover/${seeded.course_sn}.svg`, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
  });

  it('escapes text and answers unknown or malformed names in the envelope', async () => {
    const id = seedCourses[21]!.course_sn;
    await t.database.db.update(courses).set({ title: '<script>alert(1)</script> & 차트' }).where(eq(courses.courseSn, id));
    await expect.poll(async () => (await get(`/api/media/cover/${id}.svg`)).body, { timeout: 3000 }).toContain('&lt;script&gt;');
    expect((await get(`/api/media/cover/${id}.svg`)).body).not.toContain('<script>');
    expect((await get('/api/media/cover/987654.svg')).json()).toMatchObject({ code: '3001' });
    expect((await get('/api/media/cover/..%2Fetc.svg')).json()).toMatchObject({ code: '1000' });
  });

  it('draws a portrait for each teacher', async () => {
    const res = await get('/api/media/teacher/1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/api/media/teacher/777.svg')).json()).toMatchObject({ code: '3003' });
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue calls from the zod contracts', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of ['/api/course/list', '/api/rs/main/{id}', '/api/rs/menu/{id}', '/api/curriculum', '/api/comm/search', '/api/teacher/list', '/api/teacher/{id}']) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});

describe('the popular order (course-popularity job)', () => {
  it('ranks by recent purchases and plays, recent weeks weighted most; a course nobody took stays behind', async () => {
    const all = (await list('?sort=latest&size=100')).list;
    // The newest course was first under the old order (student_count never changed); here nobody takes it.
    const [newest, played, bought, stale] = [all[0]!, all[5]!, all[6]!, all[7]!];
    const lectureOf = async (courseSn: number) => (await t.database.db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.courseSn, courseSn)).limit(1))[0]!.lcNo;
    const ms = await Promise.all([0, 1, 2, 3, 4].map(() => createMember(t)));
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    // Three members played `played` this week; two bought `bought` three weeks ago; four played `stale` half a year ago.
    const playedLc = await lectureOf(played.course_sn);
    const staleLc = await lectureOf(stale.course_sn);
    await t.database.db.insert(lectureProgress).values([
      ...ms.slice(0, 3).map((m) => ({ memberId: m.id, lcNo: playedLc, courseSn: played.course_sn, durationSec: 100, watchedAt: daysAgo(1) })),
      ...ms.slice(0, 4).map((m) => ({ memberId: m.id, lcNo: staleLc, courseSn: stale.course_sn, durationSec: 100, watchedAt: daysAgo(180) })),
    ]);
    await t.database.db.insert(entitlements).values(ms.slice(3, 5).map((m) => ({ memberId: m.id, kind: 'course', courseSn: bought.course_sn, validFrom: daysAgo(21), createdAt: daysAgo(21) })));

    expect(await refreshPopularity(t.database.db)).toBeGreaterThanOrEqual(3);
    // 3 plays × 4 = 12 ahead of 2 purchases × 2 × 2 = 8; plays half a year old count for nothing.
    await expect.poll(async () => (await list('?sort=popular&size=3')).list.map((c) => c.course_sn), { timeout: 3000 }).toEqual([played.course_sn, bought.course_sn, expect.any(Number)]);
    const popular = (await list('?sort=popular&size=100')).list.map((c) => c.course_sn);
    expect(popular.indexOf(newest.course_sn)).toBeGreaterThan(1);
    const [row] = await t.database.db.select({ students: courses.studentCount, popularity: courses.popularity }).from(courses).where(eq(courses.courseSn, stale.course_sn));
    expect(row).toEqual({ students: 4, popularity: 0 });
    // A second run with nothing new changes no row (and so drops no cache).
    expect(await refreshPopularity(t.database.db)).toBe(0);
  });
});
