import { randomInt } from 'node:crypto';
import { endOfKoreanDay, QUIZ_DAILY_ATTEMPTS, QUIZ_REVEAL_AFTER, type QuizAttemptBody, type QuizAttemptResult, type QuizView, startOfKoreanDay } from '@school/contracts';
import type { AdminQuiz, AdminQuizBody, AdminQuizList, StudioLectureQuiz } from '@school/contracts/admin';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Conn, Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  attemptCounts,
  attemptTally,
  clearDraw,
  drawFor,
  lockAttempts,
  pendingDraw,
  courseOutline,
  findQuiz,
  findQuizFor,
  insertAttempt,
  lectureCourse,
  listAttempts,
  listCourseQuizzes,
  listQuestions,
  saveQuiz,
  type QuizRow,
} from './learning-check.queries.ts';
import type { Operator, TeacherService } from '../teacher/teacher.service.ts';

/** What the quiz area needs of playback: the one access rule, for a lecture and for a course. */
export interface QuizAccess {
  authorize(memberId: number, lcNo: number): Promise<{ courseSn: number }>;
  courseAccess(memberId: number, courseSn: number): Promise<unknown>;
}

/** What a member reads about the rules beside every quiz. */
export const QUIZ_RULES = [
  `하루에 ${QUIZ_DAILY_ATTEMPTS}번까지 풀 수 있고, 한국 시간 0시에 다시 풀 수 있는 횟수가 채워집니다.`,
  `정답과 해설은 퀴즈를 통과하거나 ${QUIZ_REVEAL_AFTER}번 풀고 나면 보여 드립니다.`,
  '문제가 출제 문항보다 많은 퀴즈는 풀 때마다 문제를 무작위로 골라 냅니다. 제출하기 전에는 다시 열어도 같은 문제가 나옵니다.',
];

type Question = Awaited<ReturnType<typeof listQuestions>>[number];

/** `count` of `pool` in random order (Fisher–Yates on a copy, with the crypto generator: not guessable). */
function draw(pool: readonly number[], count: number): number[] {
  const ids = [...pool];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids.slice(0, count);
}

/** A final quiz passed may complete a course: the certificate area is told (it decides whether to issue). */
export type OnFinalPassed = (memberId: number, courseSn: number) => Promise<string | null>;

export class QuizService {
  constructor(
    private readonly db: Db,
    private readonly access: QuizAccess,
    private readonly onFinalPassed: OnFinalPassed,
    /** Who may edit a course's quizzes: the teacher area's one rule (staff, or the course's own teacher). */
    private readonly teaching: Pick<TeacherService, 'mayEditCourse'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async forLecture(memberId: number, lcNo: number): Promise<QuizView | null> {
    await this.access.authorize(memberId, lcNo);
    return this.view(memberId, await findQuizFor(this.db, { lcNo }));
  }

  async finalOf(memberId: number, courseSn: number): Promise<QuizView | null> {
    await this.access.courseAccess(memberId, courseSn);
    return this.view(memberId, await findQuizFor(this.db, { courseSn }));
  }

  private async view(memberId: number, quiz: QuizRow | undefined): Promise<QuizView | null> {
    if (!quiz) return null;
    const [pool, attempts, tally] = await Promise.all([
      listQuestions(this.db, [quiz.quizId]),
      listAttempts(this.db, memberId, quiz.quizId),
      attemptTally(this.db, memberId, quiz.quizId, startOfKoreanDay(this.now())),
    ]);
    const questions = await this.questionsFor(memberId, quiz, pool);
    return {
      quiz_id: quiz.quizId,
      course_sn: quiz.courseSn,
      lc_no: quiz.lcNo,
      title: quiz.title,
      pass_percent: quiz.passPercent,
      questions: questions.map((q) => ({ question_id: q.questionId, prompt: q.prompt, choices: q.choices })),
      pool_size: pool.length,
      attempts: attempts.map((a) => ({ attempt_id: a.attemptId, score: a.score, passed: a.passed ? 'Y' : 'N', created_at: a.createdAt.toISOString() })),
      attempts_today: tally.today,
      daily_limit: QUIZ_DAILY_ATTEMPTS,
      rules: QUIZ_RULES,
    };
  }

  /**
   * The questions of the member's next attempt. With a pool larger than the quiz asks, a random draw made by the
   * server and kept until submitted, so asking again shows the same draw (a member cannot redraw for easier ones).
   */
  private async questionsFor(memberId: number, quiz: QuizRow, pool: Question[]): Promise<Question[]> {
    if (quiz.drawCount === null || quiz.drawCount >= pool.length) return pool;
    const ids = await drawFor(this.db, memberId, quiz.quizId, draw(pool.map((q) => q.questionId), quiz.drawCount));
    const byId = new Map(pool.map((q) => [q.questionId, q]));
    return ids.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined);
  }

  /**
   * Scores an attempt on the server against the questions drawn for it, and keeps it (every attempt has its own
   * score). At most QUIZ_DAILY_ATTEMPTS a Korean day, counted under a lock so parallel submissions cannot pass the
   * limit together. The answers and explanations are returned only once the quiz is passed or attempted
   * QUIZ_REVEAL_AFTER times: before that, a wrong attempt would hand out the answer key for the next one.
   */
  async attempt(memberId: number, quizId: number, body: QuizAttemptBody): Promise<QuizAttemptResult> {
    const quiz = await findQuiz(this.db, quizId);
    if (!quiz) throw new AppError('QUIZ_NOT_FOUND');
    if (quiz.lcNo === null) await this.access.courseAccess(memberId, quiz.courseSn);
    else await this.access.authorize(memberId, quiz.lcNo);
    const pool = await listQuestions(this.db, [quizId]);
    const scored = await this.db.transaction(async (tx) => {
      await lockAttempts(tx, memberId, quizId);
      const tally = await attemptTally(tx, memberId, quizId, startOfKoreanDay(this.now()));
      if (tally.today >= QUIZ_DAILY_ATTEMPTS) throw new AppError('QUIZ_DAILY_LIMIT', { data: { retry_at: endOfKoreanDay(this.now()).toISOString() } });
      const questions = await this.drawnFor(tx, memberId, quiz, pool);
      if (questions.length !== body.answers.length) throw new AppError('QUIZ_ANSWERS_MISMATCH');
      const correct = questions.filter((q, i) => body.answers[i] === q.answer).length;
      const score = Math.floor((correct * 100) / questions.length);
      const passed = score >= quiz.passPercent;
      const attemptId = await insertAttempt(tx, { quizId, memberId, score, correct, total: questions.length, passed, answers: body.answers, questionIds: questions.map((q) => q.questionId) });
      await clearDraw(tx, memberId, quizId);
      return { attemptId, questions, correct, score, passed, reveal: passed || tally.passed || tally.total + 1 >= QUIZ_REVEAL_AFTER, attemptsSoFar: tally.total + 1 };
    });
    const { questions, passed, reveal } = scored;
    const results = questions.map((q, i) => ({
      question_id: q.questionId,
      chosen: body.answers[i]!,
      answer: reveal ? q.answer : null,
      correct: body.answers[i] === q.answer,
      explanation: reveal ? q.explanation : null,
    }));
    const certificate = passed && quiz.lcNo === null ? await this.onFinalPassed(memberId, quiz.courseSn) : null;
    return {
      attempt_id: scored.attemptId,
      score: scored.score,
      correct: scored.correct,
      total: questions.length,
      passed: passed ? 'Y' : 'N',
      results,
      answers_shown: reveal ? 'Y' : 'N',
      reveal_note: reveal ? null : `정답과 해설은 통과하거나 ${QUIZ_REVEAL_AFTER}번 풀면 보여 드립니다. (지금까지 ${scored.attemptsSoFar}번)`,
      certificate_no: certificate,
    };
  }

  /** The questions the submitted attempt answers: its pending draw (refused if the draw is gone), or the whole quiz. */
  private async drawnFor(tx: Db, memberId: number, quiz: QuizRow, pool: Question[]): Promise<Question[]> {
    if (quiz.drawCount === null || quiz.drawCount >= pool.length) return pool;
    const ids = await pendingDraw(tx, memberId, quiz.quizId);
    // No draw: the member never opened this quiz's questions (or the teacher replaced them meanwhile).
    if (!ids) throw new AppError('QUIZ_DRAW_CHANGED');
    const byId = new Map(pool.map((q) => [q.questionId, q]));
    const questions = ids.map((id) => byId.get(id));
    if (questions.some((q) => q === undefined)) throw new AppError('QUIZ_DRAW_CHANGED');
    return questions as Question[];
  }

  // ── the console ──

  private async assertMayEdit(editor: Operator, courseSn: number): Promise<void> {
    if (!(await this.teaching.mayEditCourse(editor, courseSn))) throw new AppError('QUIZ_EDIT_DENIED');
  }

  async courseQuizzes(editor: Operator, courseSn: number): Promise<AdminQuizList> {
    await this.assertMayEdit(editor, courseSn);
    const outline = await courseOutline(this.db, courseSn);
    if (!outline) throw new AppError('COURSE_NOT_FOUND');
    const quizzes = await listCourseQuizzes(this.db, courseSn);
    const ids = quizzes.map((q) => q.quizId);
    const [questions, counts] = await Promise.all([listQuestions(this.db, ids), attemptCounts(this.db, ids)]);
    return {
      course_title: outline.title,
      lectures: outline.lectures.map((l) => ({ lc_no: l.lcNo, title: l.title })),
      quizzes: quizzes.map((q) => toAdminQuiz(q, questions, counts.get(q.quizId) ?? 0)),
    };
  }

  async save(editor: Operator & Actor, body: AdminQuizBody): Promise<AdminQuiz> {
    await this.assertMayEdit(editor, body.course_sn);
    if (body.lc_no !== null ? (await lectureCourse(this.db, body.lc_no)) !== body.course_sn : !(await courseOutline(this.db, body.course_sn))) {
      throw new AppError('QUIZ_TARGET_INVALID');
    }
    // The quiz and its audit row commit together (every console write is audited, decision 106).
    const quiz = await this.db.transaction(async (tx) => {
      const saved = await saveQuiz(tx, { courseSn: body.course_sn, lcNo: body.lc_no, title: body.title, passPercent: body.pass_percent, drawCount: body.draw_count ?? null }, body.questions);
      const after = { course_sn: body.course_sn, lc_no: body.lc_no, title: body.title, pass_percent: body.pass_percent, draw_count: body.draw_count ?? null, questions: body.questions.length };
      await recordChange(tx, editor, { action: 'quiz.save', targetType: 'quiz', targetId: saved.quizId, after });
      return saved;
    });
    const ids = [quiz.quizId];
    const [questions, counts] = await Promise.all([listQuestions(this.db, ids), attemptCounts(this.db, ids)]);
    return toAdminQuiz(quiz, questions, counts.get(quiz.quizId) ?? 0);
  }

  // ── A teacher's proposal (decision 142): lecture quizzes travel in the draft and land on publish ──

  /** The course's lecture quizzes by lecture number, in the proposal's shape (a live course's edit starts from them). */
  async lectureQuizzes(courseSn: number, conn: Conn = this.db): Promise<Map<number, StudioLectureQuiz>> {
    const list = (await listCourseQuizzes(conn, courseSn)).filter((q) => q.lcNo !== null);
    const questions = await listQuestions(conn, list.map((q) => q.quizId));
    return new Map(
      list.map((q) => [
        q.lcNo!,
        {
          title: q.title,
          pass_percent: q.passPercent,
          draw_count: q.drawCount,
          questions: questions.filter((x) => x.quizId === q.quizId).map((x) => ({ prompt: x.prompt, choices: x.choices, answer: x.answer, explanation: x.explanation })),
        },
      ]),
    );
  }

  /**
   * Saves the published proposal's lecture quizzes in the publish's transaction, each as the console's save does
   * (questions replaced whole, pending draws dropped), audited as `quiz.save` by the publishing operator.
   */
  async saveLectureQuizzes(tx: Conn, actor: Actor, courseSn: number, list: { lcNo: number; quiz: StudioLectureQuiz }[]): Promise<void> {
    for (const { lcNo, quiz } of list) {
      const saved = await saveQuiz(tx, { courseSn, lcNo, title: quiz.title, passPercent: quiz.pass_percent, drawCount: quiz.draw_count ?? null }, quiz.questions);
      const after = { course_sn: courseSn, lc_no: lcNo, title: quiz.title, pass_percent: quiz.pass_percent, draw_count: quiz.draw_count ?? null, questions: quiz.questions.length };
      await recordChange(tx, actor, { action: 'quiz.save', targetType: 'quiz', targetId: saved.quizId, after });
    }
  }
}

function toAdminQuiz(q: QuizRow, questions: Awaited<ReturnType<typeof listQuestions>>, attempts: number): AdminQuiz {
  return {
    quiz_id: q.quizId,
    course_sn: q.courseSn,
    lc_no: q.lcNo,
    title: q.title,
    pass_percent: q.passPercent,
    draw_count: q.drawCount,
    questions: questions.filter((x) => x.quizId === q.quizId).map((x) => ({ prompt: x.prompt, choices: x.choices, answer: x.answer, explanation: x.explanation })),
    attempt_count: attempts,
  };
}
