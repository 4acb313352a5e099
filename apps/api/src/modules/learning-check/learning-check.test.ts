import { adminQuizApi, certificateApi, quizApi } from '@school/contracts/endpoints';
import { call } from '../../test/call.ts';
import { certificateItem, certificateVerification, envelope, koreanDay, quizAttemptResult, quizResponse } from '@school/contracts';
import { adminQuizList } from '@school/contracts/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, lectureProgress, lectures } from '../../db/schema/index.ts';
import { createMember, login, type TestMember, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { maskName } from './certificate.service.ts';

let t: TestContext;
let staff: Tokens;
let base: { caSn: number; teacherSn: number };

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db
    .select({ caSn: courses.caSn, teacherSn: courses.teacherSn })
    .from(courses)
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y')))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  base = c!;
  staff = await login(t, await createMember(t, { role: 'staff' }));
});
afterAll(() => t.close());


/** A published paid course of `n` ten-minute lectures (its own, so counts are exact). */
async function makeCourse(n: number) {
  const [course] = await t.database.db
    .insert(courses)
    .values({ title: `수료 테스트 강좌 ${n}`, summary: 's', description: 'd', level: '입문', ...base, price: 10000, isPublished: 'Y' })
    .returning({ courseSn: courses.courseSn });
  const rows = await t.database.db
    .insert(lectures)
    .values(Array.from({ length: n }, (_, i) => ({ courseSn: course!.courseSn, title: `${i + 1}강`, durationSec: 600, sortOrder: i + 1 })))
    .returning({ lcNo: lectures.lcNo });
  return { courseSn: course!.courseSn, lcNos: rows.map((r) => r.lcNo) };
}

async function memberWithPass(): Promise<{ m: TestMember; tokens: Tokens }> {
  const m = await createMember(t, { userName: '홍길동' });
  await t.database.db.insert(entitlements).values({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 86_400_000) });
  return { m, tokens: await login(t, m) };
}

/** Lectures completed by the completion rule's mark (`completed_at`), as play's progress saves leave it. */
async function complete(memberId: number, courseSn: number, lcNos: number[]) {
  await t.database.db
    .insert(lectureProgress)
    .values(lcNos.map((lcNo) => ({ memberId, lcNo, courseSn, durationSec: 600, creditedSecond: 600, maxSecond: 600, position: 600, completedAt: new Date(), startedAt: new Date(Date.now() - 3 * 86_400_000) })));
}

const quizBody = (courseSn: number, lcNo: number | null) => ({
  course_sn: courseSn,
  lc_no: lcNo,
  title: lcNo === null ? '최종 퀴즈' : '1강 확인 퀴즈',
  pass_percent: 60,
  questions: [
    { prompt: 'PER은 무엇의 약자인가요?', choices: ['주가수익비율', '주가순자산비율', '자기자본이익률'], answer: 0, explanation: 'PER = 주가 ÷ 주당순이익.' },
    { prompt: '분산투자의 목적은?', choices: ['수익 극대화', '위험 분산'], answer: 1, explanation: '한 종목의 손실이 전체에 주는 영향을 줄입니다.' },
  ],
});

describe('quizzes', () => {
  it('staff edit; a member answers, sees the score and the explanations, and every attempt is kept', async () => {
    const { courseSn, lcNos } = await makeCourse(3);
    const { tokens } = await memberWithPass();
    const outsider = await login(t, await createMember(t));

    // A member has no console session: the console refuses before the body is read.
    expect((await call(t, adminQuizApi.save, { who: tokens, payload: quizBody(courseSn, lcNos[0]!) })).status).toBe(403);
    expect((await call(t, adminQuizApi.save, { who: staff, payload: { ...quizBody(courseSn, lcNos[0]!), course_sn: courseSn + 1 } })).body.code).toBe('6604');
    const bad = await call(t, adminQuizApi.save, { who: staff, payload: { ...quizBody(courseSn, lcNos[0]!), questions: [{ prompt: 'x', choices: ['a', 'b'], answer: 5, explanation: '' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('정답은 보기 가운데 하나여야 합니다.');
    expect((await call(t, adminQuizApi.save, { who: staff, payload: quizBody(courseSn, lcNos[0]!) })).body.code).toBe('0000');
    const list = envelope(adminQuizList).parse((await call(t, adminQuizApi.list, { who: staff, params: { course_sn: courseSn } })).body).data;
    expect(list.quizzes).toHaveLength(1);
    expect(list.lectures).toHaveLength(3);

    const quiz = envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body).data!;
    expect(quiz.questions).toHaveLength(2);
    expect(JSON.stringify(quiz)).not.toContain('주가 ÷ 주당순이익'); // no answers or explanations before answering
    expect((await call(t, quizApi.lecture, { who: outsider, params: { lc_no: lcNos[0] } })).body.code).toBe('3010');
    expect((await call(t, quizApi.attempt, { who: outsider, params: { quiz_id: quiz.quiz_id }, payload: { answers: [0, 1] } })).body.code).toBe('3010');
    expect((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: quiz.quiz_id }, payload: { answers: [0] } })).body.code).toBe('6602');

    const first = envelope(quizAttemptResult).parse((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: quiz.quiz_id }, payload: { answers: [1, 0] } })).body).data;
    expect(first).toMatchObject({ score: 0, correct: 0, total: 2, passed: 'N' });
    // A failed first attempt does not hand out the answer key.
    expect(first.results[0]).toMatchObject({ chosen: 1, answer: null, correct: false, explanation: null });
    expect(first).toMatchObject({ answers_shown: 'N', reveal_note: expect.stringContaining('3번 풀면') });
    const second = envelope(quizAttemptResult).parse((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: quiz.quiz_id }, payload: { answers: [0, 0] } })).body).data;
    expect(second).toMatchObject({ score: 50, passed: 'N' });
    const third = envelope(quizAttemptResult).parse((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: quiz.quiz_id }, payload: { answers: [0, 1] } })).body).data;
    expect(third).toMatchObject({ score: 100, passed: 'Y', certificate_no: null, answers_shown: 'Y' });
    expect(third.results[0]).toMatchObject({ answer: 0, explanation: 'PER = 주가 ÷ 주당순이익.' });

    const again = envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body).data!;
    expect(again.attempts.map((a) => [a.score, a.passed])).toEqual([
      [100, 'Y'],
      [50, 'N'],
      [0, 'N'],
    ]);
    // Another member's attempts are not shown to them.
    const other = await memberWithPass();
    expect(envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: other.tokens, params: { lc_no: lcNos[0] } })).body).data!.attempts).toEqual([]);
    // A lecture without a quiz answers null.
    expect((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[1] } })).body.data).toBeNull();
  });
});

describe('quiz rules a member cannot walk around', () => {
  const pool = (courseSn: number, lcNo: number, drawCount: number | null) => ({
    ...quizBody(courseSn, lcNo),
    draw_count: drawCount,
    questions: Array.from({ length: 5 }, (_, i) => ({ prompt: `문제 ${i + 1}`, choices: ['가', '나', '다'], answer: i % 3, explanation: `해설 ${i + 1}` })),
  });

  it('answers stay hidden through two failed attempts and show on the third; attempts per day are limited, in parallel too', async () => {
    const { courseSn, lcNos } = await makeCourse(1);
    expect((await call(t, adminQuizApi.save, { who: staff, payload: pool(courseSn, lcNos[0]!, null) })).body.code).toBe('0000');
    const { tokens } = await memberWithPass();
    const quiz = envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body).data!;
    expect(quiz).toMatchObject({ pool_size: 5, attempts_today: 0, daily_limit: 3 });
    expect(quiz.rules.join(' ')).toContain('하루에 3번까지');
    const wrong = { answers: [2, 2, 0, 0, 0] };
    // The attacker fires many attempts at once to read the key and to pass the daily limit.
    const burst = await Promise.all(Array.from({ length: 6 }, () => call(t, quizApi.attempt, { who: tokens, params: { quiz_id: quiz.quiz_id }, payload: wrong }).then((r) => ({ status: r.status, body: r.body }))));
    const done = burst.filter((r) => r.status === 200);
    const refused = burst.filter((r) => r.status !== 200);
    expect(done).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.body).toMatchObject({ code: '8610', message: expect.stringContaining('내일 0시(한국 시간)부터'), data: { retry_at: expect.any(String) } });
    // Only the third attempt (whichever finished third) shows the answers.
    expect(done.map((r) => r.body.data.answers_shown).sort()).toEqual(['N', 'N', 'Y']);
    for (const r of done.filter((x) => x.body.data.answers_shown === 'N')) expect(JSON.stringify(r.body.data.results)).not.toContain('해설');
    expect((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body.data).toMatchObject({ attempts_today: 3 });
    expect(envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body).data!.attempts).toHaveLength(3);
  });

  it('draws the asked number from a larger pool, the same draw until submitted, graded against it', async () => {
    const { courseSn, lcNos } = await makeCourse(1);
    expect((await call(t, adminQuizApi.save, { who: staff, payload: { ...pool(courseSn, lcNos[0]!, 6) } })).body.code).toBe('1000');
    expect((await call(t, adminQuizApi.save, { who: staff, payload: pool(courseSn, lcNos[0]!, 2) })).body.code).toBe('0000');
    const { m, tokens } = await memberWithPass();
    const first = envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body).data!;
    expect(first.questions).toHaveLength(2);
    expect(first.pool_size).toBe(5);
    // Asking again does not redraw: a member cannot reload until the questions suit them.
    for (let i = 0; i < 3; i++) {
      const again = envelope(quizResponse).parse((await call(t, quizApi.lecture, { who: tokens, params: { lc_no: lcNos[0] } })).body).data!;
      expect(again.questions.map((q) => q.question_id)).toEqual(first.questions.map((q) => q.question_id));
    }
    // Answers for the whole pool, or for a number of questions of one's choosing, do not fit the draw.
    expect((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: first.quiz_id }, payload: { answers: [0, 1, 2, 0, 1] } })).body.code).toBe('6602');
    const right = first.questions.map((q) => (Number(q.prompt.replace('문제 ', '')) - 1) % 3);
    const result = envelope(quizAttemptResult).parse((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: first.quiz_id }, payload: { answers: right } })).body).data;
    expect(result).toMatchObject({ total: 2, correct: 2, score: 100, passed: 'Y' });
    expect(result.results.map((r) => r.question_id)).toEqual(first.questions.map((q) => q.question_id));
    const kept = await t.database.pool.query<{ question_ids: number[] }>('select question_ids from quiz_attempts where member_id = $1', [m.id]);
    expect(kept.rows[0]!.question_ids).toEqual(first.questions.map((q) => q.question_id));
    // The draw is used up: submitting again without opening the quiz is refused, in Korean.
    expect((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: first.quiz_id }, payload: { answers: right } })).body).toMatchObject({ code: '8611', message: expect.stringContaining('퀴즈를 다시 열어') });
  });
});

describe('quiz editors', () => {
  /** A member with the `teacher` role tied to a teacher profile, as the console's role grant leaves it. */
  async function teacherOf(teacherSn: number): Promise<Tokens> {
    const m = await createMember(t, { role: 'teacher' });
    await t.database.pool.query('insert into teacher_accounts (member_id, teacher_sn) values ($1, $2)', [m.id, teacherSn]);
    return login(t, m);
  }

  it("the course's own teacher edits its quizzes; another course's teacher is refused", async () => {
    const { courseSn, lcNos } = await makeCourse(2);
    const own = await teacherOf(base.teacherSn);
    const { rows } = await t.database.pool.query<{ teacher_sn: number }>('select teacher_sn from teachers where teacher_sn <> $1 order by teacher_sn limit 1', [base.teacherSn]);
    const other = await teacherOf(rows[0]!.teacher_sn);

    expect((await call(t, adminQuizApi.save, { who: own, payload: quizBody(courseSn, lcNos[0]!) })).body.code).toBe('0000');
    expect(envelope(adminQuizList).parse((await call(t, adminQuizApi.list, { who: own, params: { course_sn: courseSn } })).body).data.quizzes).toHaveLength(1);
    for (const refusedCall of [() => call(t, adminQuizApi.save, { who: other, payload: quizBody(courseSn, null) }), () => call(t, adminQuizApi.list, { who: other, params: { course_sn: courseSn } })]) {
      const refused = await refusedCall();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: '6603', message: '이 강의의 퀴즈를 편집할 권한이 없습니다.' });
    }
    // The refused save changed nothing: still the one lecture quiz.
    expect(envelope(adminQuizList).parse((await call(t, adminQuizApi.list, { who: staff, params: { course_sn: courseSn } })).body).data.quizzes).toHaveLength(1);
  });
});

describe('certificates', () => {
  it('are issued at exactly 80 % of the lectures completed, not at 79 %', async () => {
    const { courseSn, lcNos } = await makeCourse(100);
    const { m, tokens } = await memberWithPass();
    await complete(m.id, courseSn, lcNos.slice(0, 79));
    const short = (await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body;
    expect(short).toMatchObject({ code: '6610', data: { completed: 79, total: 100 } });
    await complete(m.id, courseSn, lcNos.slice(79, 80));
    const issued = envelope(certificateItem).parse((await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body).data;
    expect(issued.number).toMatch(/^\d{4}-\d{6}-[0-9A-Z]{4}$/);
    expect(issued.hours).toBeCloseTo(16.7, 1);
    // Asking again (or twice at once) gives the same certificate.
    const twice = await Promise.all([1, 2].map(() => call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } }).then((r) => envelope(certificateItem).parse(r.body).data.number)));
    expect(twice).toEqual([issued.number, issued.number]);
    expect((await call(t, certificateApi.list, { who: tokens })).body.data.list).toHaveLength(1);
  });

  it('need the final quiz passed where one exists, and come with the passing attempt', async () => {
    const { courseSn, lcNos } = await makeCourse(5);
    await call(t, adminQuizApi.save, { who: staff, payload: quizBody(courseSn, null) });
    const { m, tokens } = await memberWithPass();
    await complete(m.id, courseSn, lcNos.slice(0, 4));
    expect((await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body.code).toBe('6611');
    const final = envelope(quizResponse).parse((await call(t, quizApi.final, { who: tokens, params: { course_sn: courseSn } })).body).data!;
    expect((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: final.quiz_id }, payload: { answers: [1, 0] } })).body.data.certificate_no).toBeNull();
    const passed = envelope(quizAttemptResult).parse((await call(t, quizApi.attempt, { who: tokens, params: { quiz_id: final.quiz_id }, payload: { answers: [0, 1] } })).body).data;
    expect(passed.certificate_no).toMatch(/^\d{4}-\d{6}-[0-9A-Z]{4}$/);
  });

  it('are never issued for unpaid or refunded access', async () => {
    const { courseSn, lcNos } = await makeCourse(5);
    // Never paid: no entitlement (progress rows alone do not count).
    const unpaid = await createMember(t);
    await complete(unpaid.id, courseSn, lcNos);
    expect((await call(t, certificateApi.issue, { who: await login(t, unpaid), params: { course_sn: courseSn } })).body.code).toBe('6612');
    // Refunded: the refund ended the entitlement (commerce ends it at the refund).
    const { m, tokens } = await memberWithPass();
    await complete(m.id, courseSn, lcNos);
    await t.database.db.update(entitlements).set({ validUntil: sql`now()` }).where(eq(entitlements.memberId, m.id));
    expect((await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body.code).toBe('6612');
    expect((await call(t, certificateApi.list, { who: tokens })).body.data.list).toEqual([]);
  });

  it('verify publicly with the masked name only; the PDF goes to its holder alone', async () => {
    const { courseSn, lcNos } = await makeCourse(5);
    const { m, tokens } = await memberWithPass();
    await complete(m.id, courseSn, lcNos.slice(0, 4));
    const { number } = envelope(certificateItem).parse((await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body).data;

    const res = await call(t, certificateApi.verify, { params: { number } });
    const v = envelope(certificateVerification).parse(res.body).data;
    expect(v).toMatchObject({ number, masked_name: '홍*동', course_title: '수료 테스트 강좌 5', study_time: '50분', withdrawn: 'N' });
    // The day in Korea, as the PDF prints it (from 15:00 UTC the UTC date is a day behind).
    expect(v.issued_on).toBe(koreanDay(new Date()));
    expect(Object.keys(v).sort()).toEqual(['completed_on', 'course_title', 'hours', 'issued_on', 'masked_name', 'number', 'school_name', 'started_on', 'study_time', 'withdrawn']);
    for (const personal of ['홍길동', m.email, m.hpno, '1990-01-01']) expect(res.body).not.toContain(personal);
    expect((await call(t, certificateApi.verify, { params: { number: '2026-999999-ZZZZ' } })).body.code).toBe('6613');
    expect((await call(t, certificateApi.verify, { params: { number: 'abc' } })).status).toBe(400);

    const pdf = await call(t, certificateApi.pdf, { who: tokens, params: { number } });
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.res.rawPayload.length).toBeLessThan(200_000); // a subset of the font, not the whole 2 MB
    const stranger = await memberWithPass();
    expect((await call(t, certificateApi.pdf, { who: stranger.tokens, params: { number } })).body.code).toBe('6613');
    expect((await call(t, certificateApi.pdf, { params: { number } })).status).toBe(401);
  });

  it('are withdrawn when the purchase that gave the course is refunded: 취소됨 in public, no PDF', async () => {
    const { courseSn, lcNos } = await makeCourse(5);
    const m = await createMember(t, { userName: '김환불' });
    const tokens = await login(t, m);
    const { rows } = await t.database.pool.query<{ order_sn: number }>(
      `insert into orders (order_id, member_id, product_id, order_name, status, product_price, amount, provider, receipt_token, expires_at, paid_at)
       values ($1, $2, (select product_id from products order by product_id limit 1), '수료 테스트', 'paid', 10000, 10000, 'sandbox', $1, now() + interval '1 day', now()) returning order_sn`,
      [`cert-${m.id}`, m.id],
    );
    const orderSn = rows[0]!.order_sn;
    await t.database.db.insert(entitlements).values({ memberId: m.id, kind: 'course', courseSn, orderSn, validFrom: new Date(Date.now() - 86_400_000) });
    await complete(m.id, courseSn, lcNos);
    const { number } = envelope(certificateItem).parse((await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body).data;
    expect(envelope(certificateVerification).parse((await call(t, certificateApi.verify, { params: { number } })).body).data.withdrawn).toBe('N');
    expect((await call(t, certificateApi.pdf, { who: tokens, params: { number } })).status).toBe(200);

    // The refund completes (as commerce leaves it: the order refunded, its access ended).
    await t.database.pool.query(`update orders set status = 'refunded', refunded_at = now() where order_sn = $1`, [orderSn]);
    await t.database.db.update(entitlements).set({ validUntil: sql`now()` }).where(eq(entitlements.memberId, m.id));
    expect(envelope(certificateVerification).parse((await call(t, certificateApi.verify, { params: { number } })).body).data).toMatchObject({ number, withdrawn: 'Y' });
    expect((await call(t, certificateApi.list, { who: tokens })).body.data.list).toEqual([expect.objectContaining({ number, withdrawn: 'Y' })]);
    const pdf = await call(t, certificateApi.pdf, { who: tokens, params: { number } });
    expect(pdf.status).toBe(410);
    expect(pdf.body).toMatchObject({ code: '8601', message: expect.stringContaining('환불되어 취소') });
  });

  it('make the PDF once and keep it; a member asking too often is refused', async () => {
    const { courseSn, lcNos } = await makeCourse(5);
    const { m, tokens } = await memberWithPass();
    await complete(m.id, courseSn, lcNos);
    const { number } = envelope(certificateItem).parse((await call(t, certificateApi.issue, { who: tokens, params: { course_sn: courseSn } })).body).data;
    // Parallel first requests: one PDF is made and kept, every answer the same bytes.
    const firsts = await Promise.all([1, 2, 3].map(() => call(t, certificateApi.pdf, { who: tokens, params: { number } })));
    expect(firsts.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(firsts.map((r) => r.res.rawPayload.toString('base64'))).size).toBe(1);
    const { rows } = await t.database.pool.query<{ pdf_key: string }>('select pdf_key from certificates where number = $1', [number]);
    expect(rows[0]!.pdf_key).toBe(`certificates/${number}.pdf`);
    // Changing the kept name on the row would change the PDF: it is the kept file that is answered, not a new render.
    await t.database.pool.query(`update certificates set holder_name = '다른이름' where number = $1`, [number]);
    const later = await call(t, certificateApi.pdf, { who: tokens, params: { number } });
    expect(later.res.rawPayload.equals(firsts[0]!.res.rawPayload)).toBe(true);
    const rest = await Promise.all(Array.from({ length: 8 }, () => call(t, certificateApi.pdf, { who: tokens, params: { number } })));
    const limited = rest.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body).toMatchObject({ code: '8602', message: expect.stringContaining('잠시 뒤') });
  });

  it('mask names the Korean way', () => {
    expect([maskName('홍길동'), maskName('이순'), maskName('남궁민수'), maskName('김')]).toEqual(['홍*동', '이*', '남***', '*']);
  });
});
