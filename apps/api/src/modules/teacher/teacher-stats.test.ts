import { envelope, publicTeacherNewsList, teacherStatsResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// The public teacher page's figures and 새소식 (decision 133).

let t: TestContext;
let teacherSn: number;
let otherTeacherSn: number;
let courseSn: number;
let lcNo: number;
let otherCourseSn: number;
let otherLcNo: number;
let draftCourseSn: number;
let memberId: number;

const get = (url: string) => t.request({ method: 'GET', url });
const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

/** A published course of `teacherSn` with a lecture. */
async function courseWithLecture(teacher: number) {
  const r = await sql(
    `select c.course_sn, min(l.lc_no)::int as lc_no from courses c join lectures l on l.course_sn = c.course_sn
     where c.teacher_sn = $1 and c.is_published = 'Y' group by c.course_sn order by c.course_sn limit 1`,
    [teacher],
  );
  return r.rows[0] as { course_sn: number; lc_no: number };
}

async function ask(course: number, lecture: number, o: { daysAgo: number; answered?: boolean; flagged?: boolean; reviewed?: boolean }) {
  await sql(
    `insert into qna_questions (lc_no, course_sn, member_id, title, body, moment_sec, flagged, reviewed_at, answered_at, created_at)
     values ($1, $2, $3, '질문', '내용', 0, $4, case when $5 then now() end, case when $6 then now() end, now() - make_interval(days => $7))`,
    [lecture, course, memberId, o.flagged ? 'Y' : 'N', o.reviewed ?? false, o.answered ?? false, o.daysAgo],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  memberId = (await createMember(t)).id;
  const teachers = (await sql(`select distinct teacher_sn from courses where is_published = 'Y' order by teacher_sn limit 2`)).rows as { teacher_sn: number }[];
  teacherSn = teachers[0]!.teacher_sn;
  otherTeacherSn = teachers[1]!.teacher_sn;
  ({ course_sn: courseSn, lc_no: lcNo } = await courseWithLecture(teacherSn));
  ({ course_sn: otherCourseSn, lc_no: otherLcNo } = await courseWithLecture(otherTeacherSn));
  // Start from nothing: the seed's questions and reviews are not part of the hand count below.
  await sql('delete from qna_questions where course_sn in (select course_sn from courses where teacher_sn = any($1))', [[teacherSn, otherTeacherSn]]);
  await sql('delete from course_reviews where course_sn in (select course_sn from courses where teacher_sn = any($1))', [[teacherSn, otherTeacherSn]]);
  // A draft course of the same teacher: its questions, reviews and 새소식 are not public.
  const draft = await sql(
    `insert into courses (ca_sn, teacher_sn, title, summary, description, level, is_published)
     select ca_sn, teacher_sn, '공개 전 강의', '초안', '초안', level, 'N' from courses where course_sn = $1 returning course_sn`,
    [courseSn],
  );
  draftCourseSn = (draft.rows[0] as { course_sn: number }).course_sn;
});
afterAll(() => t.close());

describe('GET /api/teacher/{id}/stats', () => {
  it('with nothing asked or reviewed: no average and no rate, not 0 %', async () => {
    const res = await get(`/api/teacher/${otherTeacherSn}/stats`);
    expect(res.statusCode).toBe(200);
    expect(envelope(teacherStatsResponse).parse(res.json()).data).toEqual({
      rating: { average: null, count: 0 },
      qna: { window_days: 90, asked: 0, answered: 0, answer_rate: null },
    });
  });

  it('counts visible reviews and the last 90 days of questions a teacher may see, the rate rounded down', async () => {
    // Reviews: 5, 4, 4 visible; a hidden 1 and one on the draft course left out → 13 / 3 = 4.33 → 4.3.
    for (const [course, star, hidden] of [[courseSn, 5, 'N'], [courseSn, 4, 'N'], [courseSn, 4, 'N'], [courseSn, 1, 'Y'], [draftCourseSn, 1, 'N']] as const) {
      const m = await createMember(t);
      await sql(`insert into course_reviews (course_sn, member_id, star, contents, is_hidden) values ($1, $2, $3, '후기', $4)`, [course, m.id, star, hidden]);
    }
    await ask(courseSn, lcNo, { daysAgo: 1, answered: true }); // counted, answered
    await ask(courseSn, lcNo, { daysAgo: 89, answered: false }); // counted, waiting
    await ask(courseSn, lcNo, { daysAgo: 3, flagged: true, reviewed: true, answered: true }); // staff looked: counted, answered
    await ask(courseSn, lcNo, { daysAgo: 2, flagged: true }); // an advice request waiting for staff: not the teacher's yet
    await ask(courseSn, lcNo, { daysAgo: 91, answered: false }); // outside the window
    await ask(otherCourseSn, otherLcNo, { daysAgo: 1, answered: false }); // another teacher's
    const draftLecture = await sql(`insert into lectures (course_sn, title, duration_sec) values ($1, '초안 강의', 60) returning lc_no`, [draftCourseSn]);
    await ask(draftCourseSn, (draftLecture.rows[0] as { lc_no: number }).lc_no, { daysAgo: 1, answered: false }); // not public

    const res = await get(`/api/teacher/${teacherSn}/stats`);
    expect(res.statusCode).toBe(200);
    // 2 answered of 3 asked = 66.7 % → 66 (never shown as more than it is).
    expect(envelope(teacherStatsResponse).parse(res.json()).data).toEqual({
      rating: { average: 4.3, count: 3 },
      qna: { window_days: 90, asked: 3, answered: 2, answer_rate: 66 },
    });
    const other = envelope(teacherStatsResponse).parse((await get(`/api/teacher/${otherTeacherSn}/stats`)).json()).data;
    expect(other.qna).toMatchObject({ asked: 1, answered: 0, answer_rate: 0 });
  });

  it('an answer given later shows on the next call (nothing cached)', async () => {
    await sql(`update qna_questions set answered_at = now() where course_sn = $1 and answered_at is null and flagged = 'N' and created_at > now() - interval '90 days'`, [courseSn]);
    const data = envelope(teacherStatsResponse).parse((await get(`/api/teacher/${teacherSn}/stats`)).json()).data;
    expect(data.qna).toMatchObject({ asked: 3, answered: 3, answer_rate: 100 });
  });

  it('an unknown teacher is 404 with code 3003; a malformed id is 400', async () => {
    const res = await get('/api/teacher/4040/stats');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '3003', message: '강사를 찾을 수 없습니다.', data: null });
    expect((await get('/api/teacher/abc/stats')).statusCode).toBe(400);
  });
});

describe('GET /api/teacher/{id}/news', () => {
  it('lists the newest 새소식 of published courses without the sending counts, as many as asked', async () => {
    const post = (course: number, title: string, minutesAgo: number) =>
      sql(`insert into teacher_news (teacher_sn, course_sn, title, body, sent_count, created_by, created_at) values ($1, $2, $3, '본문', 42, $4, now() - make_interval(mins => $5))`, [teacherSn, course, title, memberId, minutesAgo]);
    await post(courseSn, '첫 소식', 40);
    await post(courseSn, '둘째 소식', 30);
    await post(draftCourseSn, '초안 강의 소식', 20);
    await post(courseSn, '셋째 소식', 10);
    await post(courseSn, '넷째 소식', 5);

    const all = await get(`/api/teacher/${teacherSn}/news`);
    expect(all.statusCode).toBe(200);
    const list = envelope(publicTeacherNewsList).parse(all.json()).data.list;
    expect(list.map((n) => n.title)).toEqual(['넷째 소식', '셋째 소식', '둘째 소식', '첫 소식']);
    expect(JSON.stringify(all.json())).not.toContain('sent_count');

    const three = envelope(publicTeacherNewsList).parse((await get(`/api/teacher/${teacherSn}/news?size=3`)).json()).data.list;
    expect(three.map((n) => n.title)).toEqual(['넷째 소식', '셋째 소식', '둘째 소식']);
  });

  it('refuses a size outside 1–50 in Korean; an unknown teacher is 3003', async () => {
    for (const size of ['0', '51', 'x']) {
      const res = await get(`/api/teacher/${teacherSn}/news?size=${size}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '1000' });
      expect(res.json<{ message: string }>().message).toMatch(/개수/);
    }
    expect((await get('/api/teacher/99999999/news')).json()).toMatchObject({ code: '3003' });
  });
});
