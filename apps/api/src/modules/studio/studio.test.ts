import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectures, teachers } from '../../db/schema/index.ts';
import { bearer, createMember, login, studioLogin, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let admin: Tokens;
let staff: Tokens;
let own: Tokens;
let other: Tokens;
let courseSn: number;

type Body<T = unknown> = { code: string; message: string; data: T };
interface Draft {
  latest: { version_sn: number; draft_sn: number; version_no: number; status: string; review_comment: string | null; course_sn: number | null; snapshot: { title: string } };
  history: { version_no: number; status: string }[];
}

async function call<T = unknown>(who: Tokens | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.request({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}

async function teacherOf(teacherSn: number): Promise<Tokens> {
  const m = await createMember(t);
  const granted = await call(admin, 'POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' });
  expect(granted.body.code).toBe('0000');
  return studioLogin(t, m);
}

const liveTitle = async () => (await t.database.db.select({ title: courses.title }).from(courses).where(eq(courses.courseSn, courseSn)))[0]!.title;

/** The live course as the teacher's studio shows it, ready to edit. */
async function editOf(title: string) {
  const snap = (await call<{ snapshot: Record<string, unknown> }>(own, 'GET', `/api/studio/courses/${courseSn}`)).body.data.snapshot;
  return { ...snap, title, course_sn: courseSn };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, await createMember(t, { role: 'admin' }));
  staff = await login(t, await createMember(t, { role: 'staff' }));
  const [row] = await t.database.db
    .select({ courseSn: courses.courseSn, teacherSn: courses.teacherSn })
    .from(courses)
    .innerJoin(lectures, eq(lectures.courseSn, courses.courseSn))
    .where(and(eq(courses.isPublished, 'Y'), isNotNull(lectures.mediaKey)))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  courseSn = row!.courseSn;
  own = await teacherOf(row!.teacherSn);
  const [b] = await t.database.db.insert(teachers).values({ name: '다른 강사', headline: '테스트', bio: '테스트' }).returning({ sn: teachers.teacherSn });
  other = await teacherOf(b!.sn);
});
afterAll(() => t.close());

describe('studio', () => {
  it('another teacher is refused on every studio address of this teacher, and sees none of it in their lists', async () => {
    const created = await call<Draft>(own, 'POST', '/api/studio/drafts', await editOf('남의 눈에 띄면 안 되는 초안'));
    expect(created.body.code).toBe('0000');
    const draftSn = created.body.data.latest.draft_sn;
    const body = await editOf('가로챈 제목');
    const tries = [
      await call(other, 'GET', `/api/studio/courses/${courseSn}`),
      await call(other, 'GET', `/api/studio/drafts/${draftSn}`),
      await call(other, 'PUT', `/api/studio/drafts/${draftSn}`, body),
      await call(other, 'POST', `/api/studio/drafts/${draftSn}/submit`),
      await call(other, 'POST', '/api/studio/drafts', body),
    ];
    for (const r of tries) expect(r.body.code).toBe('7401');
    const courseList = (await call<{ list: { course_sn: number }[] }>(other, 'GET', '/api/studio/courses')).body.data.list;
    expect(courseList.map((c) => c.course_sn)).not.toContain(courseSn);
    expect((await call<{ list: unknown[] }>(other, 'GET', '/api/studio/drafts')).body.data.list).toEqual([]);
    // A teacher's studio session does not open the operators' review either (nor any console address).
    expect((await call(other, 'GET', '/api/admin/course-reviews')).body.code).toBe('0906');
    // The draft is untouched, and a second open draft of the same course is refused.
    expect((await call<Draft>(own, 'GET', `/api/studio/drafts/${draftSn}`)).body.data.latest.snapshot.title).toBe('남의 눈에 띄면 안 되는 초안');
    expect((await call(own, 'POST', '/api/studio/drafts', await editOf('둘째 초안'))).body.code).toBe('7403');
  });

  it('a live course edit goes through review: returned with a comment, saved as a new version, published; members see it only then', async () => {
    const before = await liveTitle();
    const list = (await call<{ list: { open_draft_sn: number | null; course_sn: number }[] }>(own, 'GET', '/api/studio/courses')).body.data.list;
    const draftSn = list.find((c) => c.course_sn === courseSn)!.open_draft_sn!;
    const saved = await call<Draft>(own, 'PUT', `/api/studio/drafts/${draftSn}`, await editOf('새 제목 1차'));
    expect(saved.body.data.latest).toMatchObject({ version_no: 1, status: 'draft' });
    const submitted = await call<Draft>(own, 'POST', `/api/studio/drafts/${draftSn}/submit`);
    expect(submitted.body.data.latest.status).toBe('submitted');
    // Under review the teacher cannot change it, and the live course is as it was.
    expect((await call(own, 'PUT', `/api/studio/drafts/${draftSn}`, await editOf('몰래 바꾼 제목'))).body.code).toBe('7402');
    expect(await liveTitle()).toBe(before);

    const queue = (await call<{ list: { version_sn: number }[] }>(staff, 'GET', '/api/admin/course-reviews?status=submitted')).body.data.list;
    const v1 = submitted.body.data.latest.version_sn;
    expect(queue.map((q) => q.version_sn)).toContain(v1);
    expect((await call(staff, 'POST', `/api/admin/course-reviews/${v1}/return`, { comment: ' ' })).status).toBe(400);
    const returned = await call<Draft>(staff, 'POST', `/api/admin/course-reviews/${v1}/return`, { comment: '제목에 수익 보장 표현을 빼 주세요.' });
    expect(returned.body.data.latest).toMatchObject({ status: 'returned', review_comment: '제목에 수익 보장 표현을 빼 주세요.' });
    expect((await call(staff, 'POST', `/api/admin/course-reviews/${v1}/publish`)).body.code).toBe('7404');

    const second = await call<Draft>(own, 'PUT', `/api/studio/drafts/${draftSn}`, await editOf('새 제목 2차'));
    expect(second.body.data.latest).toMatchObject({ version_no: 2, status: 'draft' });
    expect(second.body.data.history.map((h) => h.status)).toEqual(['draft', 'returned']);
    const v2 = (await call<Draft>(own, 'POST', `/api/studio/drafts/${draftSn}/submit`)).body.data.latest.version_sn;
    expect(await liveTitle()).toBe(before);
    const approved = await call<Draft>(staff, 'POST', `/api/admin/course-reviews/${v2}/approve`, {});
    expect(approved.body.data.latest.status).toBe('approved');
    expect(await liveTitle()).toBe(before);

    const published = await call<Draft>(staff, 'POST', `/api/admin/course-reviews/${v2}/publish`);
    expect(published.body.data.latest).toMatchObject({ status: 'published', course_sn: courseSn });
    expect(await liveTitle()).toBe('새 제목 2차');
    const audit = await t.database.pool.query<{ action: string }>(`select action from admin_changes where action like 'studio.%' order by id`);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['studio.draft', 'studio.save', 'studio.submit', 'studio.return', 'studio.approve', 'studio.publish']));
  });

  it("refuses a video that is not the teacher's own", async () => {
    const body = { ...(await editOf('남의 영상')), course_sn: null, lectures: [{ title: '1강', duration_sec: 60, is_preview: 'N', media_key: 'someone-elses/video' }] };
    expect((await call(own, 'POST', '/api/studio/drafts', body)).body.code).toBe('7405');
  });
});
