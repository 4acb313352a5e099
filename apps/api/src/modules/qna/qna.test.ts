import { adminMembersApi, devApi, noticesApi, qnaApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lectures, teachers } from '../../db/schema/index.ts';
import { createMember, login, type TestMember, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let admin: Tokens;
let staff: Tokens;
let lecture: { lcNo: number; courseSn: number; teacherSn: number };
let otherTeacherSn: number;
let ownTeacher: Tokens;
let otherTeacher: Tokens;

interface Question {
  question_sn: number;
  status: string;
  answered: string;
  flagged: string;
  me_too: number;
  me_too_mine: string;
  answers: { kind: string; body: string }[];
}

async function withPass(): Promise<TestMember & { tokens: Tokens }> {
  const m = await createMember(t);
  await t.database.pool.query(`insert into entitlements (member_id, kind, valid_from, valid_until) values ($1, 'pass', now() - interval '1 day', null)`, [m.id]);
  return { ...m, tokens: await login(t, m) };
}

/** A member made teacher of a profile by an admin in the console, signed in to the console. */
async function teacherOf(teacherSn: number): Promise<Tokens> {
  const m = await createMember(t);
  const granted = await call(t, adminMembersApi.setRole, { who: admin, params: { member_id: m.id }, payload: { role: 'teacher', teacher_sn: teacherSn, reason: '강사 계정 연결' } });
  expect(granted.body.code).toBe('0000');
  // The member page shows which profile the account is tied to.
  expect((await call<{ profile: { teacher_sn: number | null } }>(t, adminMembersApi.detail, { who: admin, params: { member_id: m.id } })).body.data.profile.teacher_sn).toBe(teacherSn);
  return login(t, m);
}

const ask = (who: Tokens | null, title: string, body: string, lcNo = lecture.lcNo) =>
  call<Question>(t, qnaApi.ask, { who, params: { lc_no: lcNo }, payload: { title, body, moment_sec: 7 } });

async function outbox(to: string): Promise<{ channel: string; body: string }[]> {
  for (let i = 0; i < 40; i++) {
    const res = await call(t, devApi.outbox, { query: { to } });
    const messages = res.body.data.messages;
    if (messages.length > 0 || i === 39) return messages;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t, { role: 'admin' });
  admin = await login(t, a);
  const s = await createMember(t, { role: 'staff' });
  staff = await login(t, s);
  const [row] = await t.database.db
    .select({ lcNo: lectures.lcNo, courseSn: courses.courseSn, teacherSn: courses.teacherSn })
    .from(lectures)
    .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y'), eq(lectures.isPreview, 'N')))
    .orderBy(asc(lectures.lcNo))
    .limit(1);
  lecture = row!;
  const [other] = await t.database.db.insert(teachers).values({ name: '다른 강사', headline: '테스트', bio: '테스트' }).returning({ sn: teachers.teacherSn });
  otherTeacherSn = other!.sn;
  ownTeacher = await teacherOf(lecture.teacherSn);
  otherTeacher = await teacherOf(otherTeacherSn);
});
afterAll(() => t.close());

describe('asking', () => {
  it('only a member with access to the lecture may ask; a visitor must sign in', async () => {
    const plain = await createMember(t);
    expect((await ask(await login(t, plain), '질문', '내용')).body.code).toBe('3010');
    expect((await ask(null, '질문', '내용')).status).toBe(401);
    const m = await withPass();
    const asked = await ask(m.tokens, '이동평균선 기간', '20일선과 60일선은 어떻게 고르나요?');
    expect(asked.body).toMatchObject({ code: '0000', data: { status: 'open', answered: 'N', flagged: 'N', answers: [] } });
  });

  it('refuses a moment past the end of the video and an empty title in Korean', async () => {
    const m = await withPass();
    const late = await call(t, qnaApi.ask, { who: m.tokens, params: { lc_no: lecture.lcNo }, payload: { title: '질문', body: '내용', moment_sec: 86_000 } });
    expect(late.body.code).toBe('6506');
    const empty = await call(t, qnaApi.ask, { who: m.tokens, params: { lc_no: lecture.lcNo }, payload: { title: '  ', body: '내용', moment_sec: 1 } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('질문 제목을 입력해 주세요.');
  });
});

describe('answering', () => {
  it("the course's teacher and staff answer; another teacher and a member cannot; the asker is told by mail and SMS", async () => {
    const m = await withPass();
    const chose = await call(t, noticesApi.saveSettings, { who: m.tokens, payload: { choices: [{ kind: 'qna', channel: 'talk', enabled: 'Y' }], ad_night: 'N' } });
    expect(chose.body.code).toBe('0000');
    const q = (await ask(m.tokens, '거래량 지표', '거래량이 늘면 왜 중요한가요?')).body.data;
    const own = ownTeacher;
    const other = otherTeacher;

    const waiting = await call<{ items: { question_sn: number }[] }>(t, qnaApi.queue, { who: own, query: { view: 'waiting' } });
    expect(waiting.body.data.items.map((i) => i.question_sn)).toContain(q.question_sn);
    const othersQueue = await call<{ items: { question_sn: number }[] }>(t, qnaApi.queue, { who: other, query: { view: 'waiting' } });
    expect(othersQueue.body.data.items.map((i) => i.question_sn)).not.toContain(q.question_sn);

    expect((await call(t, qnaApi.answer, { who: other, params: { question_sn: q.question_sn }, payload: { body: '제가 답하겠습니다' } })).body.code).toBe('6503');
    expect((await call(t, qnaApi.answer, { who: m.tokens, params: { question_sn: q.question_sn }, payload: { body: '셀프 답변' } })).status).toBeGreaterThanOrEqual(401);

    const answered = await call<Question>(t, qnaApi.answer, { who: own, params: { question_sn: q.question_sn }, payload: { body: '추세의 힘을 보여 주기 때문입니다.' } });
    expect(answered.body).toMatchObject({ code: '0000', data: { answered: 'Y', answers: [{ kind: 'teacher', body: '추세의 힘을 보여 주기 때문입니다.' }] } });
    expect((await call(t, qnaApi.answer, { who: staff, params: { question_sn: q.question_sn }, payload: { body: '운영팀 보충 설명' } })).body.code).toBe('0000');
    // Each answer is a console write on the audit trail; the refused ones left none.
    const audit = await t.database.pool.query<{ answer: string }>(`select after->>'answer' as answer from admin_changes where action = 'qna.answer' and target_id = $1 order by id`, [String(q.question_sn)]);
    expect(audit.rows.map((r) => r.answer)).toEqual(['추세의 힘을 보여 주기 때문입니다.', '운영팀 보충 설명']);

    const mails = (await outbox(m.email)).filter((x) => x.body.includes('거래량 지표'));
    expect(mails).toHaveLength(1);
    const talk = (await outbox(m.hpno)).filter((x) => x.channel === 'talk' && x.body.includes('답변'));
    expect(talk).toHaveLength(1);
  });

  it('sends no SMS when the member left the Q&A SMS off (the default)', async () => {
    const m = await withPass();
    const q = (await ask(m.tokens, '캔들 꼬리', '윗꼬리가 길면 무슨 뜻인가요?')).body.data;
    expect((await call(t, qnaApi.answer, { who: staff, params: { question_sn: q.question_sn }, payload: { body: '매도 압력을 뜻할 수 있습니다.' } })).body.code).toBe('0000');
    expect((await outbox(m.email)).some((x) => x.body.includes('캔들 꼬리'))).toBe(true);
    expect((await outbox(m.hpno)).filter((x) => x.body.includes('답변'))).toHaveLength(0);
  });

  it('a teacher role needs a teacher profile, one member per profile, granted by an admin only', async () => {
    const m = await createMember(t);
    expect((await call(t, adminMembersApi.setRole, { who: admin, params: { member_id: m.id }, payload: { role: 'teacher', reason: '연결' } })).body.code).toBe('6510');
    expect((await call(t, adminMembersApi.setRole, { who: admin, params: { member_id: m.id }, payload: { role: 'teacher', teacher_sn: otherTeacherSn, reason: '연결' } })).body.code).toBe('6511');
    expect((await call(t, adminMembersApi.setRole, { who: admin, params: { member_id: m.id }, payload: { role: 'teacher', teacher_sn: 99_999_999, reason: '연결' } })).body.code).toBe('6512');
    expect((await call(t, adminMembersApi.setRole, { who: staff, params: { member_id: m.id }, payload: { role: 'teacher', teacher_sn: lecture.teacherSn, reason: '연결' } })).body.code).toBe('0906');
  });

  it("a teacher's console shows their own courses (waiting questions, completion, ratings) and nothing else of the console", async () => {
    const m = await withPass();
    await ask(m.tokens, '현황용 질문', '답변 대기 수를 셉니다');
    const mine = await call<{ teacher: { teacher_sn: number }; courses: { course_sn: number; waiting: number; completed: number; students: number }[] }>(t, qnaApi.overview, { who: ownTeacher });
    expect(mine.body.data.teacher.teacher_sn).toBe(lecture.teacherSn);
    expect(mine.body.data.courses.find((c) => c.course_sn === lecture.courseSn)?.waiting).toBeGreaterThanOrEqual(1);
    const others = await call<{ courses: unknown[] }>(t, qnaApi.overview, { who: otherTeacher });
    expect(others.body.data.courses).toEqual([]);
    expect((await call(t, adminMembersApi.search, { who: ownTeacher, query: { q: 'a' } })).body.code).toBe('0906');
  });
});

describe('the advice guard', () => {
  it('flags a buy/sell question naming a listed stock, answers it with the standard reply, and keeps it from the teacher until staff answered', async () => {
    const m = await withPass();
    const q = (await ask(m.tokens, '삼성전자 지금 사도 되나요?', '강의 보고 나니 들어가고 싶은데 어떨까요')).body.data;
    expect(q).toMatchObject({ flagged: 'Y', answered: 'N', answers: [{ kind: 'standard' }] });
    expect(q.answers[0]!.body).toContain('개별 투자 조언');

    const own = ownTeacher;
    const seen = await call<{ items: { question_sn: number }[] }>(t, qnaApi.queue, { who: own, query: { view: 'waiting' } });
    expect(seen.body.data.items.map((i) => i.question_sn)).not.toContain(q.question_sn);
    expect((await call(t, qnaApi.queue, { who: own, query: { view: 'answered' } })).body.code).toBe('0000');
    expect((await call(t, qnaApi.queue, { who: own, query: { view: 'flagged' } })).body.code).toBe('0906');
    expect((await call(t, qnaApi.answer, { who: own, params: { question_sn: q.question_sn }, payload: { body: '사세요' } })).body.code).toBe('6504');

    const flagged = await call<{ items: { question_sn: number; flag_reason: string }[] }>(t, qnaApi.queue, { who: staff, query: { view: 'flagged' } });
    expect(flagged.body.data.items.find((i) => i.question_sn === q.question_sn)?.flag_reason).toContain('삼성전자');
    expect((await call(t, qnaApi.answer, { who: staff, params: { question_sn: q.question_sn }, payload: { body: '강의의 재무제표 읽는 법을 다시 보세요.' } })).body.code).toBe('0000');
    const after = await call<{ items: { question_sn: number }[] }>(t, qnaApi.queue, { who: staff, query: { view: 'flagged' } });
    expect(after.body.data.items.map((i) => i.question_sn)).not.toContain(q.question_sn);
  });

  it('flags a ticker and a pick request; leaves a question about the concepts alone', async () => {
    const m = await withPass();
    expect((await ask(m.tokens, 'TSLA 손절할까요', '많이 떨어졌어요')).body.data.flagged).toBe('Y');
    expect((await ask(m.tokens, '종목 추천 부탁드립니다', '초보가 살 만한 것')).body.data.flagged).toBe('Y');
    expect((await ask(m.tokens, '매수와 매도 호가 차이', '호가창에서 매수 잔량은 무엇인가요?')).body.data.flagged).toBe('N');
  });
});

describe('해결, 나도 궁금해요, lists', () => {
  it('counts 나도 궁금해요 pressed by many members at once exactly', async () => {
    const asker = await withPass();
    const q = (await ask(asker.tokens, '동시에 누르기', '여러 명이 한꺼번에')).body.data;
    const others = await Promise.all(Array.from({ length: 8 }, () => withPass()));
    const answers = await Promise.all(others.map((o) => call(t, qnaApi.meToo, { who: o.tokens, params: { question_sn: q.question_sn } })));
    expect(answers.every((a) => a.body.code === '0000')).toBe(true);
    const { rows } = await t.database.pool.query<{ me_too: number; n: string }>(
      `select q.me_too, (select count(*) from qna_me_too m where m.question_sn = q.question_sn) as n from qna_questions q where q.question_sn = $1`,
      [q.question_sn],
    );
    expect(rows[0]).toEqual({ me_too: 8, n: '8' });
  });


  it('only the asker marks 해결; others add 나도 궁금해요 once (again = undo); lists filter and search in Korean', async () => {
    const asker = await withPass();
    const other = await withPass();
    const q = (await ask(asker.tokens, '볼린저 밴드 폭', '밴드가 좁아지면 어떤 의미인가요?')).body.data;
    expect((await call(t, qnaApi.resolve, { who: other.tokens, params: { question_sn: q.question_sn } })).body.code).toBe('6502');
    expect((await call(t, qnaApi.meToo, { who: asker.tokens, params: { question_sn: q.question_sn } })).body.code).toBe('6505');
    const plus = await call<{ me_too: number; me_too_mine: string }>(t, qnaApi.meToo, { who: other.tokens, params: { question_sn: q.question_sn } });
    expect(plus.body.data).toMatchObject({ me_too: 1, me_too_mine: 'Y' });
    const plain = await createMember(t);
    expect((await call(t, qnaApi.meToo, { who: await login(t, plain), params: { question_sn: q.question_sn } })).body.code).toBe('3010');
    const undo = await call<{ me_too: number }>(t, qnaApi.meToo, { who: other.tokens, params: { question_sn: q.question_sn } });
    expect(undo.body.data.me_too).toBe(0);

    expect((await call<Question>(t, qnaApi.resolve, { who: asker.tokens, params: { question_sn: q.question_sn } })).body.data.status).toBe('resolved');
    const list = (query: Record<string, string>) => call<{ items: { question_sn: number }[] }>(t, qnaApi.list, { who: other.tokens, params: { lc_no: lecture.lcNo }, query });
    const sns = async (query: Record<string, string>) => (await list(query)).body.data.items.map((i) => i.question_sn);
    expect(await sns({ status: 'resolved' })).toContain(q.question_sn);
    expect(await sns({ status: 'open' })).not.toContain(q.question_sn);
    expect(await sns({ q: '볼린저밴드' })).toContain(q.question_sn);
    expect(await sns({ q: 'ㅂㄹㅈ' })).toContain(q.question_sn);
    expect(await sns({ q: '피보나치' })).not.toContain(q.question_sn);
    expect((await call(t, qnaApi.list, { params: { lc_no: lecture.lcNo } })).status).toBe(401);
  });
});
