import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectures, teachers } from '../../db/schema/index.ts';
import { bearer, createMember, login, memberLogin, studioLogin, type TestMember, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { otherTeacherTries, type Owned } from './studio-walk.fixtures.ts';

let t: TestContext;
let admin: Tokens;
let ownMember: TestMember;
let own: Tokens;
let other: Tokens;
const owned = {} as Owned;

type Body<T = unknown> = { code: string; message: string; data: T };
async function call<T = unknown>(who: Tokens | null, method: string, url: string, payload?: object) {
  const res = await t.request({ method: method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}

async function linkTeacher(teacherSn: number): Promise<TestMember> {
  const m = await createMember(t);
  const granted = await call(admin, 'POST', `/api/admin/members/${m.id}/role`, { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' });
  expect(granted.body.code).toBe('0000');
  return m;
}

const audit = async (memberId: number) =>
  (await t.database.pool.query<{ action: string; allowed: boolean }>('select action, allowed from admin_audit where member_id = $1 order by id', [memberId])).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, await createMember(t, { role: 'admin' }));
  const [row] = await t.database.db
    .select({ courseSn: courses.courseSn, teacherSn: courses.teacherSn })
    .from(courses)
    .innerJoin(lectures, eq(lectures.courseSn, courses.courseSn))
    .where(and(eq(courses.isPublished, 'Y'), isNotNull(lectures.mediaKey)))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  ownMember = await linkTeacher(row!.teacherSn);
  own = await studioLogin(t, ownMember);
  const [b] = await t.database.db.insert(teachers).values({ name: '다른 강사', headline: '테스트', bio: '테스트' }).returning({ sn: teachers.teacherSn });
  other = await studioLogin(t, await linkTeacher(b!.sn));
  Object.assign(owned, await otherTeacherTries.setUp({ t, call, own, courseSn: row!.courseSn }));
});
afterAll(() => t.close());

describe('the studio session (decision 122)', () => {
  it('a teacher signs in to the studio: audited, and only a studio session opens /api/studio', async () => {
    expect((await call<{ name: string }>(own, 'GET', '/api/studio/me')).body.code).toBe('0000');
    expect(await audit(ownMember.id)).toContainEqual({ action: 'slogin', allowed: true });
    // The member's own session and the console's session do not open the studio.
    const member = await memberLogin(t, ownMember);
    expect((await call(member, 'GET', '/api/studio/me')).body.code).toBe('7407');
    const consoleSession = await login(t, ownMember);
    expect((await call(consoleSession, 'GET', '/api/studio/me')).body.code).toBe('7407');
    // …and the studio session does not open the console.
    expect((await call(own, 'GET', '/api/admin/qna/teacher')).body.code).toBe('0909');
    expect((await call(null, 'GET', '/api/studio/courses')).body.code).toBe('0907');
  });

  it('a member without the teacher role, or staff with no teacher profile, is refused at sign-in, and the refusal is recorded', async () => {
    const plain = await createMember(t);
    const res = await call(await memberLogin(t, plain), 'POST', '/api/auth/slogin', { os: 'Test' });
    expect(res.body.code).toBe('0906');
    expect(await audit(plain.id)).toEqual([{ action: 'slogin', allowed: false }]);
    const staff = await createMember(t, { role: 'staff' });
    expect((await call(await memberLogin(t, staff), 'POST', '/api/auth/slogin', { os: 'Test' })).body.code).toBe('7400');
  });

  it('another teacher is refused on every studio route that names something of this teacher', async () => {
    const routes = t.app.studioRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !(r in otherTeacherTries.recipes))).toEqual([]);
    for (const key of routes) {
      const recipe = otherTeacherTries.recipes[key]!(owned);
      const res = await call(other, key.split(' ')[0]!, recipe.url, recipe.payload);
      if (recipe.expectOwnList) expect(JSON.stringify(res.body.data), key).not.toMatch(recipe.expectOwnList);
      else expect(res.body.code, key).toBe(recipe.code ?? '7401');
    }
  });
});
