import { notesApi, playApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { envelope, noteCourses, noteItem, noteList } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, lectures } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let owner: Tokens;
let other: Tokens;
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
  await t.database.db.insert(entitlements).values([a, b].map((m) => ({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 1000) })));
  [owner, other] = await Promise.all([login(t, a), login(t, b)]);
});
afterAll(() => t.close());

const codeOf = async (p: Promise<{ body: { code: string } }>) => (await p).body.code;

describe('notes at a moment', () => {
  it('keeps the moment and the text; the lecture lists them by moment; the course page and the text export show them', async () => {
    const lc = lcNos[1]!;
    // A note comes from the player: the lecture must have been started (the play start checked access).
    expect(await codeOf(call(t, notesApi.create, { who: owner, payload: { lc_no: lc, at_second: 7, text: '여기 중요' } }))).toBe('6702');
    expect(await codeOf(call(t, playApi.start, { who: owner, payload: { lc_no: lc } }))).toBe('0000');
    expect(await codeOf(call(t, notesApi.create, { who: owner, payload: { lc_no: 2_000_000_000, at_second: 7, text: '없는 강의' } }))).toBe('3004');
    expect(await codeOf(call(t, notesApi.create, { who: owner, payload: { lc_no: lc, at_second: 7, text: '   ' } }))).toBe('1000');
    expect(await codeOf(call(t, notesApi.create, { who: owner, payload: { lc_no: lc, at_second: -1, text: '위치' } }))).toBe('1000');
    expect(await codeOf(call(t, notesApi.create, { payload: { lc_no: lc, at_second: 7, text: '로그인 없이' } }))).toBe('0907');

    const later = envelope(noteItem).parse((await call(t, notesApi.create, { who: owner, payload: { lc_no: lc, at_second: 125, text: 'PER 계산\n두 번째 줄' } })).body).data;
    const made = envelope(noteItem).parse((await call(t, notesApi.create, { who: owner, payload: { lc_no: lc, at_second: 7, text: '  여기 중요  ' } })).body).data;
    expect(made).toMatchObject({ lc_no: lc, course_sn: courseSn, at_second: 7, text: '여기 중요', lecture_sort: 2 });

    const listed = envelope(noteList).parse((await call(t, notesApi.lecture, { who: owner, query: { lc_no: lc } })).body).data.list;
    expect(listed.map((n) => [n.at_second, n.text])).toEqual([
      [7, '여기 중요'],
      [125, 'PER 계산\n두 번째 줄'],
    ]);
    const mine = envelope(noteCourses).parse((await call(t, notesApi.courses, { who: owner })).body).data.list;
    expect(mine).toEqual([expect.objectContaining({ course_sn: courseSn, note_count: 2 })]);

    const file = await call(t, notesApi.exportText, { who: owner, params: { course_sn: courseSn } });
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.res.headers['content-disposition']).toBe(`attachment; filename="notes-${courseSn}.txt"`);
    expect(file.res.headers['cache-control']).toBe('private, no-store');
    const lines = file.res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/ — 내 메모$/);
    expect(lines).toContain(`2. ${listed[0]!.lecture_title}`);
    expect(lines).toContain('  [0:07] 여기 중요');
    expect(lines).toContain('  [2:05] PER 계산');
    expect(lines).toContain('          두 번째 줄');

    // Edit and delete.
    expect(envelope(noteItem).parse((await call(t, notesApi.edit, { who: owner, params: { note_sn: later.note_sn }, payload: { text: '고친 메모' } })).body).data.text).toBe('고친 메모');
    expect(await codeOf(call(t, notesApi.remove, { who: owner, params: { note_sn: later.note_sn } }))).toBe('0000');
    expect(await codeOf(call(t, notesApi.remove, { who: owner, params: { note_sn: later.note_sn } }))).toBe('6701');
    expect(envelope(noteList).parse((await call(t, notesApi.course, { who: owner, params: { course_sn: courseSn } })).body).data.list.map((n) => n.note_sn)).toEqual([made.note_sn]);
  });

  it('another member gets nothing of them: no list, no export, no edit, no delete', async () => {
    const lc = lcNos[2]!;
    await call(t, playApi.start, { who: owner, payload: { lc_no: lc } });
    await call(t, playApi.start, { who: other, payload: { lc_no: lc } });
    const secret = envelope(noteItem).parse((await call(t, notesApi.create, { who: owner, payload: { lc_no: lc, at_second: 30, text: '내 비밀 메모' } })).body).data;

    expect(envelope(noteList).parse((await call(t, notesApi.lecture, { who: other, query: { lc_no: lc } })).body).data.list).toEqual([]);
    expect(envelope(noteList).parse((await call(t, notesApi.course, { who: other, params: { course_sn: courseSn } })).body).data.list).toEqual([]);
    expect(envelope(noteCourses).parse((await call(t, notesApi.courses, { who: other })).body).data.list).toEqual([]);
    const file = await call(t, notesApi.exportText, { who: other, params: { course_sn: courseSn } });
    expect([file.status, file.body.code]).toEqual([404, '6704']);
    const edit = await call(t, notesApi.edit, { who: other, params: { note_sn: secret.note_sn }, payload: { text: '남의 메모 고치기' } });
    expect([edit.status, edit.body.code]).toEqual([404, '6701']);
    expect(await codeOf(call(t, notesApi.remove, { who: other, params: { note_sn: secret.note_sn } }))).toBe('6701');

    // Still the owner's, unchanged.
    const still = envelope(noteList).parse((await call(t, notesApi.lecture, { who: owner, query: { lc_no: lc } })).body).data.list;
    expect(still).toEqual([expect.objectContaining({ note_sn: secret.note_sn, text: '내 비밀 메모' })]);
  });
});
