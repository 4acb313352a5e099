import { playApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { grantPass, passCourse } from '../../test/pass-course.ts';

let t: TestContext;
/** A pass course's first closed lecture and the one after it. */
let paid: { courseSn: number; lcNo: number; nextLcNo: number };

beforeAll(async () => {
  t = await createTestApp();
  const c = await passCourse(t);
  const ls = c.lectures;
  const first = ls.findIndex((l) => l.isPreview === 'N');
  paid = { courseSn: c.courseSn, lcNo: ls[first]!.lcNo, nextLcNo: ls[first + 1]!.lcNo };
});
afterAll(() => t.close());


describe('GET /api/rs/next without a payload (the specification’s form)', () => {
  it("gives the member's next lecture from their learning: the unfinished one, else the one after it", async () => {
    expect((await call(t, playApi.next)).body.code).toBe('0907');
    const m = await createMember(t);
    await grantPass(t, m.id);
    const tokens = await login(t, m);
    // Nothing watched yet: nothing to continue.
    expect((await call(t, playApi.next, { who: tokens })).body).toMatchObject({ code: '0000', data: null });
    expect((await call(t, playApi.start, { who: tokens, payload: { lc_no: paid.lcNo } })).body.code).toBe('0000');
    expect((await call(t, playApi.next, { who: tokens })).body).toMatchObject({ code: '0000', data: { lc_no: paid.lcNo, course_sn: paid.courseSn } });
    // Once that lecture is finished, the next one of the course.
    await t.database.pool.query('update lecture_progress set completed_at = now() where member_id = $1 and lc_no = $2', [m.id, paid.lcNo]);
    expect((await call(t, playApi.next, { who: tokens })).body).toMatchObject({ code: '0000', data: { lc_no: paid.nextLcNo, course_sn: paid.courseSn } });
    // Today's form still answers for a given lecture.
    expect((await call(t, playApi.next, { query: { lc_no: paid.lcNo } })).body).toMatchObject({ code: '0000', data: { lc_no: paid.nextLcNo } });
  });
});
