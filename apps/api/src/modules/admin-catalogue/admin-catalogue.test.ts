import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let staff: Tokens;
type Body<T = Record<string, unknown>> = { code: string; message: string; data: T };

const send = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.request({ method, url, headers: { authorization: `Bearer ${staff.accessToken}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
};
const count = async (table: string) => Number((await t.database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
const menuTitles = async () => JSON.stringify((await t.request({ method: 'GET', url: '/api/comm/menu' })).json());

let teacherSn: number;
const lecture = (title: string, media_key: string | null = 'samples/lecture-a') => ({ title, duration_sec: 20, is_preview: 'N', media_key });
const course = (over: object = {}) => ({
  title: '콘솔로 만든 강의',
  summary: '요약',
  description: '설명',
  level: '입문',
  ca_sn: 101,
  teacher_sn: teacherSn,
  is_free: 'N',
  price: 0,
  pass_included: 'Y',
  lectures: [lecture('1강'), lecture('2강', null)],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  staff = await login(t, await createMember(t, { role: 'staff' }));
  teacherSn = (await send<{ teacher_sn: number }>('POST', '/api/admin/catalogue/teachers', { name: '김강사', headline: '10년 차 트레이더', bio: '소개', career: ['증권사 10년'] })).body.data.teacher_sn;
});
afterAll(() => t.close());

describe('categories', () => {
  it('a parent, category or teacher number beyond the integer range is refused in Korean, not a 500 (issue 35 fuzz)', async () => {
    const huge = 10 ** 15;
    for (const [url, body] of [
      ['/api/admin/catalogue/categories', { p_ca_sn: huge, title: '파사5' }],
      ['/api/admin/catalogue/categories/100', { p_ca_sn: huge }],
      ['/api/admin/catalogue/courses', course({ ca_sn: huge })],
      ['/api/admin/catalogue/courses', course({ teacher_sn: huge })],
    ] as const) {
      const res = await send('POST', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/번호가 올바르지 않습니다/);
    }
  });

  it('add, rename, move, hide: the public menu follows at once; a loop is refused', async () => {
    const created = await send<{ ca_sn: number }>('POST', '/api/admin/catalogue/categories', { p_ca_sn: 100, title: '콘솔 분야' });
    expect(created.body.code).toBe('0000');
    const caSn = created.body.data.ca_sn;
    await vi.waitFor(async () => expect(await menuTitles()).toContain('콘솔 분야'), { timeout: 3000 });

    expect((await send('POST', `/api/admin/catalogue/categories/${caSn}`, { title: '콘솔 분야 (새 이름)' })).body.code).toBe('0000');
    await vi.waitFor(async () => expect(await menuTitles()).toContain('콘솔 분야 (새 이름)'), { timeout: 3000 });

    expect((await send('POST', '/api/admin/catalogue/categories/100', { p_ca_sn: caSn })).body.code).toBe('8030');
    expect((await send('POST', `/api/admin/catalogue/categories/${caSn}`, { p_ca_sn: caSn })).body.code).toBe('8030');
    expect((await send('POST', `/api/admin/catalogue/categories/${caSn}`, { p_ca_sn: 424242 })).body.code).toBe('3002');
    expect((await send('POST', `/api/admin/catalogue/categories/${caSn}`, {})).status).toBe(400);

    expect((await send('POST', `/api/admin/catalogue/categories/${caSn}`, { is_hidden: 'Y' })).body.code).toBe('0000');
    const list = (await send<{ list: { ca_sn: number; is_hidden: string }[] }>('GET', '/api/admin/catalogue/categories')).body.data.list;
    expect(list.find((c) => c.ca_sn === caSn)?.is_hidden).toBe('Y');

    const { rows } = await t.database.pool.query<{ action: string }>(`select action from admin_changes where target_type = 'category' and target_id = $1 order by id`, [String(caSn)]);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update', 'category.update']);
  });
});

describe('courses with their lectures', () => {
  it('are saved whole or not at all', async () => {
    const [courses, lectures] = [await count('courses'), await count('lectures')];
    expect((await send('POST', '/api/admin/catalogue/courses', course({ teacher_sn: 424242 }))).body.code).toBe('3003');
    expect((await send('POST', '/api/admin/catalogue/courses', course({ lectures: [lecture('1강', 'samples/none')] }))).body.code).toBe('8033');
    const bad = await send('POST', '/api/admin/catalogue/courses', course({ is_free: 'Y', price: 1000 }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('무료 강의의 가격은 0원');
    expect([await count('courses'), await count('lectures')]).toEqual([courses, lectures]);
  });

  it('are created unpublished, published once a lecture has a video, then open to a pass holder', async () => {
    const noVideo = await send<{ course_sn: number }>('POST', '/api/admin/catalogue/courses', course({ lectures: [lecture('영상 없음', null)] }));
    expect((await send('POST', `/api/admin/catalogue/courses/${noVideo.body.data.course_sn}/publish`, { is_published: 'Y' })).body.code).toBe('8034');

    const created = await send<{ course_sn: number; is_published: string; lectures: { lc_no: number; title: string }[] }>('POST', '/api/admin/catalogue/courses', course());
    expect(created.body).toMatchObject({ code: '0000', data: { is_published: 'N' } });
    const id = created.body.data.course_sn;
    expect(created.body.data.lectures.map((l) => l.title)).toEqual(['1강', '2강']);
    expect((await t.request({ method: 'GET', url: `/api/rs/main/${id}` })).json<Body>().code).toBe('3001');

    expect((await send('POST', `/api/admin/catalogue/courses/${id}/publish`, { is_published: 'Y' })).body.code).toBe('0000');
    await vi.waitFor(async () => expect((await t.request({ method: 'GET', url: `/api/rs/main/${id}` })).json<Body>().code).toBe('0000'), { timeout: 3000 });
    const search = await t.request({ method: 'GET', url: `/api/comm/search?searchText=${encodeURIComponent('콘솔로 만든 강의')}` });
    expect(search.json<Body<{ courses: { list: { course_sn: number }[] } }>>().data.courses.list.map((c) => c.course_sn)).toContain(id);

    const { rows } = await t.database.pool.query<{ action: string }>(`select action from admin_changes where target_type = 'course' and target_id = $1 order by id`, [String(id)]);
    expect(rows.map((r) => r.action)).toEqual(['course.create', 'course.publish']);
  });

  it('edits reorder, rename and add lectures; a watched lecture cannot be dropped, another course’s lecture cannot be named', async () => {
    const created = (await send<{ course_sn: number; lectures: { lc_no: number; title: string }[] }>('POST', '/api/admin/catalogue/courses', course())).body.data;
    const first = created.lectures[0]!;
    const second = created.lectures[1]!;
    const edited = await send<{ title: string; lectures: { lc_no: number; title: string }[] }>('POST', `/api/admin/catalogue/courses/${created.course_sn}`, course({
      title: '고친 제목',
      lectures: [{ ...lecture('2강 (앞으로)', null), lc_no: second.lc_no }, { ...lecture('1강'), lc_no: first.lc_no }, lecture('3강 (새로)')],
    }));
    expect(edited.body.data.title).toBe('고친 제목');
    expect(edited.body.data.lectures.map((l) => [l.lc_no === second.lc_no || l.lc_no === first.lc_no ? l.lc_no : 'new', l.title])).toEqual([
      [second.lc_no, '2강 (앞으로)'],
      [first.lc_no, '1강'],
      ['new', '3강 (새로)'],
    ]);
    // Numbered from 1 as the seeded lectures are: the player shows this number ("1. …", never "0. …").
    const { rows: order } = await t.database.pool.query<{ sort_order: number }>(`select sort_order from lectures where course_sn = $1 order by sort_order`, [created.course_sn]);
    expect(order.map((r) => r.sort_order)).toEqual([1, 2, 3]);

    const m = await createMember(t);
    await t.database.pool.query(`insert into lecture_progress (member_id, lc_no, course_sn, duration_sec) values ($1, $2, $3, 20)`, [m.id, first.lc_no, created.course_sn]);
    expect((await send('POST', `/api/admin/catalogue/courses/${created.course_sn}`, course({ lectures: [{ ...lecture('2강'), lc_no: second.lc_no }] }))).body.code).toBe('8032');
    expect((await send('POST', `/api/admin/catalogue/courses/${created.course_sn}`, course({ lectures: [{ ...lecture('남의 영상'), lc_no: 1 }] }))).body.code).toBe('3004');
  });

  it('a paid course is sold on its own at its price once published; the price follows the editor; free, it is off sale', async () => {
    type Products = { courses: { product_id: number; price: number; scope: { course_sn: number | null } }[] };
    const single = async (courseSn: number) =>
      (await t.request({ method: 'GET', url: '/api/payment/products' })).json<{ data: Products }>().data.courses.find((p) => p.scope.course_sn === courseSn);
    const created = await send<{ course_sn: number }>('POST', '/api/admin/catalogue/courses', course({ price: 89_000, pass_included: 'N' }));
    const sn = created.body.data.course_sn;
    expect(await single(sn)).toBeUndefined(); // unpublished
    await send('POST', `/api/admin/catalogue/courses/${sn}/publish`, { is_published: 'Y' });
    expect((await single(sn))?.price).toBe(89_000);
    const current = (await send<{ lectures: object[] }>('GET', `/api/admin/catalogue/courses/${sn}`)).body.data;
    await send('POST', `/api/admin/catalogue/courses/${sn}`, course({ price: 69_000, pass_included: 'N', lectures: current.lectures }));
    expect((await single(sn))?.price).toBe(69_000);
    await send('POST', `/api/admin/catalogue/courses/${sn}`, course({ is_free: 'Y', price: 0, pass_included: 'N', lectures: current.lectures }));
    expect(await single(sn)).toBeUndefined();
  });

  it('a lecture with a video is saved as long as its video, whatever length was typed; one without keeps the typed one', async () => {
    const media = (await send<{ list: { media_key: string; duration_sec: number }[] }>('GET', '/api/admin/catalogue/media')).body.data.list;
    const real = media.find((m) => m.media_key === 'samples/lecture-a')!.duration_sec;
    const typed = { ...lecture('길이를 잘못 적은 강의'), duration_sec: real + 3600 };
    const saved = await send<{ lectures: { title: string; duration_sec: number }[] }>('POST', '/api/admin/catalogue/courses', course({ lectures: [typed, { ...lecture('영상 없는 강의', null), duration_sec: 95 }] }));
    expect(saved.body.data.lectures.map((l) => l.duration_sec)).toEqual([real, 95]);
  });

  it("lists one teacher's courses when asked; a bad teacher number is refused in Korean", async () => {
    const other = (await send<{ teacher_sn: number }>('POST', '/api/admin/catalogue/teachers', { name: '박강사', headline: '차트 분석', bio: '소개', career: [] })).body.data.teacher_sn;
    const mine = (await send<{ course_sn: number }>('POST', '/api/admin/catalogue/courses', course({ teacher_sn: other, title: '박강사의 강의' }))).body.data.course_sn;
    const listed = await send<{ total: number; list: { course_sn: number; teacher: string }[] }>('GET', `/api/admin/catalogue/courses?teacher_sn=${other}`);
    expect(listed.body.data).toMatchObject({ total: 1, list: [{ course_sn: mine, teacher: '박강사' }] });
    const bad = await send('GET', '/api/admin/catalogue/courses?teacher_sn=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('강사 번호');
  });

  it('lists the videos that can be attached, with their length', async () => {
    const media = (await send<{ list: { media_key: string; duration_sec: number | null }[] }>('GET', '/api/admin/catalogue/media')).body.data.list;
    expect(media.map((m) => m.media_key)).toEqual(['samples/lecture-a', 'samples/lecture-b', 'samples/lecture-c']);
    expect(media[0]!.duration_sec).toBeGreaterThan(0);
  });
});
