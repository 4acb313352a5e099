import { envelope, searchResponse } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import { seedCourses, seedTeachers } from '../../db/seed/data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { choseong, compact, courseSearchKeys } from '../../db/schema/search-keys.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (text: string, extra = '') => {
  const res = await t.request({ method: 'GET', url: `/api/comm/search?searchText=${encodeURIComponent(text)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(searchResponse).parse(res.json());
};
const courseTitles = async (text: string) => (await search(text, '&size=50')).data.courses.list.map((c) => c.title);

describe('search keys', () => {
  it('removes spacing and keeps the 초성 of Hangul syllables', () => {
    expect(compact(' 주식  기초\tETF ')).toBe('주식기초etf');
    expect(choseong('주식 기초 1강')).toBe('ㅈㅅㄱㅊㄱ');
    // Decomposed input (macOS) is composed before comparing.
    expect(compact('주식'.normalize('NFD'))).toBe('주식');
  });
});

describe('GET /api/comm/search', () => {
  it('finds courses by a partial word of the title, title hits first', async () => {
    const titles = await courseTitles('차트');
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toContain('차트');
    const expected = seedCourses.filter((c) => courseSearchKeys({ title: c.title, summary: c.summary, description: '' }).searchCompact.includes('차트'));
    for (const c of expected) expect(titles).toContain(c.title);
  });

  it('ignores spacing in both directions', async () => {
    // Stored "주식기초 용어 30개…": typed with a space.
    expect(await courseTitles('주식 기초')).toContain('주식기초 용어 30개로 시작하는 첫걸음');
    // Stored "재무제표 처음 읽기": typed without spaces.
    expect(await courseTitles('재무제표처음읽기')).toContain('재무제표 처음 읽기: 손익계산서 편');
  });

  it('matches 초성 queries against titles and names', async () => {
    const { data } = await search('ㅈㅅ');
    expect(data.courses.total).toBeGreaterThan(0);
    for (const c of data.courses.list) expect(choseong(c.title)).toContain('ㅈㅅ');
    expect(data.courses.list.map((c) => c.title)).toContain('주식기초 용어 30개로 시작하는 첫걸음');
    expect((await search('ㅂㄷㅊ')).data.courses.list.map((c) => c.title)).toContain('반도체 섹터 완전 이해');
    // 초성 and whole words mix.
    expect(await courseTitles('ㅂㄷㅊ 용어')).toEqual(['반도체가 처음이라면: 용어 10분 정리']);
  });

  it('finds lectures by title with their course', async () => {
    const { data } = await search('골든크로스');
    expect(data.lectures.list[0]).toMatchObject({ title: '골든크로스와 데드크로스', course_title: '이동평균선 하나로 끝내는 추세 매매' });
    expect(Object.keys(data.lectures.list[0]!).sort()).toEqual(['course_sn', 'course_title', 'cover', 'duration', 'is_preview', 'lc_no', 'title']);
  });

  it('finds teachers by name, 초성 or what they teach', async () => {
    const teacher = seedTeachers[4]!;
    expect((await search(teacher.name)).data.teachers.list.map((x) => x.name)).toEqual([teacher.name]);
    expect((await search(choseong(teacher.name))).data.teachers.list.map((x) => x.name)).toContain(teacher.name);
    const byTopic = await search('해외선물');
    expect(byTopic.data.teachers.list.map((x) => x.name)).toContain(teacher.name);
    expect(byTopic.data.teachers.list[0]).toMatchObject({ profile_image: expect.stringMatching(/^\/api\/media\/teacher\//), is_demo: 'Y' });
  });

  it('pages each list with the same page and size', async () => {
    const first = await search('주식', '&size=3');
    expect(first.data.courses.list).toHaveLength(3);
    expect(first.data.courses.total).toBeGreaterThan(3);
    const second = await search('주식', '&size=3&page=2');
    expect(second.data.page).toBe(2);
    const ids = new Set(first.data.courses.list.map((c) => c.course_sn));
    expect(second.data.courses.list.some((c) => ids.has(c.course_sn))).toBe(false);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const { message, data } = await search('%_%');
    expect(data.courses.total + data.lectures.total + data.teachers.total).toBe(0);
    expect(message).toBe('검색 결과가 없습니다.');
  });

  it('says so when nothing matches, with code 0000 and empty lists', async () => {
    const body = await search('블록체인 메타버스 NFT');
    expect(body).toEqual({
      code: '0000',
      message: '검색 결과가 없습니다.',
      data: {
        searchText: '블록체인 메타버스 NFT',
        page: 1,
        size: 20,
        courses: { list: [], total: 0 },
        lectures: { list: [], total: 0 },
        teachers: { list: [], total: 0 },
      },
    });
  });

  it('shows a catalogue change on the next search (cache invalidated by the database)', async () => {
    expect(await courseTitles('매매일지')).toEqual([]);
    // Writers derive the search columns with the same helper the seed uses.
    const title = '스윙 매매일지 복기 노트';
    const [row] = await t.database.db.select({ summary: courses.summary, description: courses.description }).from(courses).where(eq(courses.courseSn, 20));
    await t.database.db
      .update(courses)
      .set({ title, ...courseSearchKeys({ title, summary: row!.summary, description: row!.description }) })
      .where(eq(courses.courseSn, 20));
    await expect.poll(() => courseTitles('매매일지'), { timeout: 3000 }).toEqual(['스윙 매매일지 복기 노트']);
  });

  it('does not find unpublished courses', async () => {
    await t.database.db.update(courses).set({ isPublished: 'N' }).where(eq(courses.courseSn, 39));
    expect(await courseTitles('스프레드')).not.toContain('옵션 전략 설계: 스프레드와 변동성');
    expect((await search('철 콘도르')).data.lectures.total).toBe(0);
  });

  it('accepts 255 characters and refuses 256 with code 1000 and a Korean message', async () => {
    const ok = await search('가'.repeat(255));
    expect(ok.code).toBe('0000');
    const res = await t.request({ method: 'GET', url: `/api/comm/search?searchText=${encodeURIComponent('가'.repeat(256))}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '1000', message: expect.stringContaining('검색어는 255자 이하로 입력해 주세요.') });
  });

  it.each([['', '검색어를 입력해 주세요.'], ['   ', '검색어를 입력해 주세요.']])('refuses an empty search %j', async (text, message) => {
    const res = await t.request({ method: 'GET', url: `/api/comm/search?searchText=${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a missing or repeated searchText with code 1000', async () => {
    expect((await t.request({ method: 'GET', url: '/api/comm/search' })).json()).toMatchObject({ code: '1000' });
    expect((await t.request({ method: 'GET', url: '/api/comm/search?searchText=a&searchText=b' })).json()).toMatchObject({ code: '1000' });
  });
});
