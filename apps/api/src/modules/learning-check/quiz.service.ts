import type { QuizAttemptBody, QuizAttemptResult, QuizView } from '@school/contracts';
import type { AdminQuiz, AdminQuizBody, AdminQuizList } from '@school/contracts/admin';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  attemptCounts,
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

/** A final quiz passed may complete a course: the certificate area is told (it decides whether to issue). */
export type OnFinalPassed = (memberId: number, courseSn: number) => Promise<string | null>;

export class QuizService {
  constructor(
    private readonly db: Db,
    private readonly access: QuizAccess,
    private readonly onFinalPassed: OnFinalPassed,
    /** Who may edit a course's quizzes: the teacher area's one rule (staff, or the course's own teacher). */
    private readonly teaching: Pick<TeacherService, 'mayEditCourse'>,
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
    const [questions, attempts] = await Promise.all([listQuestions(this.db, [quiz.quizId]), listAttempts(this.db, memberId, quiz.quizId)]);
    return {
      quiz_id: quiz.quizId,
      course_sn: quiz.courseSn,
      lc_no: quiz.lcNo,
      title: quiz.title,
      pass_percent: quiz.passPercent,
      questions: questions.map((q) => ({ question_id: q.questionId, prompt: q.prompt, choices: q.choices })),
      attempts: attempts.map((a) => ({ attempt_id: a.attemptId, score: a.score, passed: a.passed ? 'Y' : 'N', created_at: a.createdAt.toISOString() })),
    };
  }

  /** Scores an attempt on the server, keeps it (every attempt has its own score) and returns the explanations. */
  async attempt(memberId: number, quizId: number, body: QuizAttemptBody): Promise<QuizAttemptResult> {
    const quiz = await findQuiz(this.db, quizId);
    if (!quiz) throw new AppError('QUIZ_NOT_FOUND');
    if (quiz.lcNo === null) await this.access.courseAccess(memberId, quiz.courseSn);
    else await this.access.authorize(memberId, quiz.lcNo);
    const questions = await listQuestions(this.db, [quizId]);
    if (questions.length !== body.answers.length) throw new AppError('QUIZ_ANSWERS_MISMATCH');
    const results = questions.map((q, i) => ({
      question_id: q.questionId,
      chosen: body.answers[i]!,
      answer: q.answer,
      correct: body.answers[i] === q.answer,
      explanation: q.explanation,
    }));
    const correct = results.filter((r) => r.correct).length;
    const score = Math.floor((correct * 100) / questions.length);
    const passed = score >= quiz.passPercent;
    const attemptId = await insertAttempt(this.db, { quizId, memberId, score, correct, total: questions.length, passed, answers: body.answers });
    const certificate = passed && quiz.lcNo === null ? await this.onFinalPassed(memberId, quiz.courseSn) : null;
    return { attempt_id: attemptId, score, correct, total: questions.length, passed: passed ? 'Y' : 'N', results, certificate_no: certificate };
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
      const saved = await saveQuiz(tx, { courseSn: body.course_sn, lcNo: body.lc_no, title: body.title, passPercent: body.pass_percent }, body.questions);
      const after = { course_sn: body.course_sn, lc_no: body.lc_no, title: body.title, pass_percent: body.pass_percent, questions: body.questions.length };
      await recordChange(tx, editor, { action: 'quiz.save', targetType: 'quiz', targetId: saved.quizId, after });
      return saved;
    });
    const ids = [quiz.quizId];
    const [questions, counts] = await Promise.all([listQuestions(this.db, ids), attemptCounts(this.db, ids)]);
    return toAdminQuiz(quiz, questions, counts.get(quiz.quizId) ?? 0);
  }
}

function toAdminQuiz(q: QuizRow, questions: Awaited<ReturnType<typeof listQuestions>>, attempts: number): AdminQuiz {
  return {
    quiz_id: q.quizId,
    course_sn: q.courseSn,
    lc_no: q.lcNo,
    title: q.title,
    pass_percent: q.passPercent,
    questions: questions.filter((x) => x.quizId === q.quizId).map((x) => ({ prompt: x.prompt, choices: x.choices, answer: x.answer, explanation: x.explanation })),
    attempt_count: attempts,
  };
}
