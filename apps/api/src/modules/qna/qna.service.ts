import type { DomainEvents } from '../../lib/domain-events.ts';
import type { QnaAnswer, QnaAskBody, QnaListQuery, QnaListResponse, QnaMeTooResponse, QnaQuestion, QnaQueueItem, QnaQueueQuery, QnaQueueResponse, TeacherOverview } from '@school/contracts';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { choseong, compact, searchTokens } from '../../db/schema/search-keys.ts';
import { AppError } from '../../http/app-error.ts';
import { hasRole, type Role } from '../../http/auth.ts';
import { STANDARD_REPLY, type AdviceGuard } from './advice-guard.ts';
import {
  answersOf,
  courseSummaries,
  courseTeacher,
  findQuestion,
  insertAnswer,
  insertQuestion,
  listLectureQuestions,
  listQueue,
  lockQuestion,
  markAnswered,
  markResolved,
  meTooOf,
  questionPlace,
  teacherOfMember,
  toggleMeToo,
  type QuestionRow,
} from './qna.queries.ts';

/** What Q&A needs of playback: the lecture, if this member may see its content (the one access rule). */
export interface LectureGate {
  authorize(memberId: number | null, lcNo: number): Promise<{ lcNo: number; courseSn: number; durationSec: number }>;
}


const WITHDRAWN = '탈퇴한 회원';
const STAFF_AUTHOR = '투자학교 운영팀';
const STANDARD_AUTHOR = '투자학교 안내';
const QUEUE_SIZE = 20;

type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

function toAnswer(a: AnswerRow): QnaAnswer {
  const kind = a.kind === 'teacher' || a.kind === 'staff' ? a.kind : 'standard';
  const author = kind === 'teacher' ? `${a.teacherName ?? ''} 강사`.trim() : kind === 'staff' ? STAFF_AUTHOR : STANDARD_AUTHOR;
  return { answer_sn: a.answerSn, kind, author, body: a.body, created_at: a.createdAt.toISOString() };
}

function toQuestion(r: QuestionRow, answers: QnaAnswer[], viewer: number | null, meToo: Set<number>): QnaQuestion {
  return {
    question_sn: r.questionSn,
    lc_no: r.lcNo,
    course_sn: r.courseSn,
    title: r.title,
    body: r.body,
    moment_sec: r.momentSec,
    status: r.status === 'resolved' ? 'resolved' : 'open',
    answered: r.answeredAt ? 'Y' : 'N',
    flagged: r.flagged === 'Y' ? 'Y' : 'N',
    me_too: r.meToo,
    mine: viewer === r.memberId ? 'Y' : 'N',
    me_too_mine: meToo.has(r.questionSn) ? 'Y' : 'N',
    author: r.nickname ?? WITHDRAWN,
    created_at: r.createdAt.toISOString(),
    answers,
  };
}

/**
 * Lecture Q&A (issue 29, decision 095). Asking, reading and 나도 궁금해요 follow the lecture's access rule; the
 * course's teacher or staff answer; only the asker marks 해결. An advice request is flagged, answered at once
 * with the standard reply and waits for staff: a teacher never sees it until staff has dealt with it.
 */
export class QnaService {
  constructor(
    private readonly db: Db,
    private readonly lectures: LectureGate,
    private readonly guard: () => Promise<AdviceGuard>,
    /** Where an answer is announced (the asker's notice subscribes: decision 113). */
    private readonly events: DomainEvents,
  ) {}

  async list(viewer: number | null, lcNo: number, q: QnaListQuery): Promise<QnaListResponse> {
    await this.lectures.authorize(viewer, lcNo);
    const tokens = searchTokens(q.q ?? '').map((t) => (/^[ㄱ-ㅎ]+$/u.test(t) ? t : compact(t)));
    const { total, rows } = await listLectureQuestions(this.db, { lcNo, status: q.status, tokens, page: q.page, size: q.size });
    return { total, page: q.page, items: await this.present(rows, viewer) };
  }

  async ask(memberId: number, lcNo: number, body: QnaAskBody): Promise<QnaQuestion> {
    const lecture = await this.lectures.authorize(memberId, lcNo);
    if (body.moment_sec > lecture.durationSec) throw new AppError('QNA_MOMENT_INVALID');
    const flagReason = (await this.guard()).check(body.title, body.body);
    const questionSn = await this.db.transaction(async (tx) => {
      const sn = await insertQuestion(tx, {
        lcNo,
        courseSn: lecture.courseSn,
        memberId,
        title: body.title,
        body: body.body,
        momentSec: body.moment_sec,
        flagReason,
        searchCompact: compact(`${body.title} ${body.body}`),
        titleChoseong: choseong(body.title),
      });
      if (flagReason) await insertAnswer(tx, { questionSn: sn, memberId: null, kind: 'standard', body: STANDARD_REPLY });
      return sn;
    });
    return this.one(questionSn, memberId);
  }

  async resolve(memberId: number, questionSn: number): Promise<QnaQuestion> {
    await this.db.transaction(async (tx) => {
      const q = await lockQuestion(tx, questionSn);
      if (!q) throw new AppError('QNA_NOT_FOUND');
      if (q.memberId !== memberId) throw new AppError('QNA_NOT_ASKER');
      await markResolved(tx, questionSn);
    });
    return this.one(questionSn, memberId);
  }

  async meToo(memberId: number, questionSn: number): Promise<QnaMeTooResponse> {
    const q = await findQuestion(this.db, questionSn);
    if (!q) throw new AppError('QNA_NOT_FOUND');
    await this.lectures.authorize(memberId, q.lcNo);
    if (q.memberId === memberId) throw new AppError('QNA_ME_TOO_OWN');
    const r = await this.db.transaction((tx) => toggleMeToo(tx, questionSn, memberId));
    return { question_sn: questionSn, me_too: r.count, me_too_mine: r.mine ? 'Y' : 'N' };
  }

  // ── Console ──────────────────────────────────────────────────────────────

  /** Staff see every course (and the flagged view); a teacher their own courses' cleared questions. */
  async queue(operator: { memberId: number; role: Role }, q: QnaQueueQuery): Promise<QnaQueueResponse> {
    const teacherSn = await this.scope(operator);
    if (q.view === 'flagged' && teacherSn !== null) throw new AppError('FORBIDDEN');
    const { total, rows } = await listQueue(this.db, { teacherSn, view: q.view, page: q.page, size: QUEUE_SIZE });
    const items = await this.present(rows, null);
    return { total, page: q.page, items: items.map((item, i) => ({ ...item, course_title: rows[i]!.courseTitle, lecture_title: rows[i]!.lectureTitle, flag_reason: rows[i]!.flagReason })) };
  }

  /** A console write: the answer and its admin_changes row commit together. */
  async answer(operator: Actor & { role: Role }, questionSn: number, body: string): Promise<QnaQueueItem> {
    const staff = hasRole(operator.role, 'staff');
    const teacherSn = staff ? null : await this.scope(operator);
    const asked = await this.db.transaction(async (tx) => {
      const q = await lockQuestion(tx, questionSn);
      if (!q) throw new AppError('QNA_NOT_FOUND');
      if (!staff) {
        if (teacherSn === null || (await courseTeacher(tx, q.courseSn)) !== teacherSn) throw new AppError('QNA_NOT_COURSE_TEACHER');
        if (q.flagged === 'Y' && !q.reviewedAt) throw new AppError('QNA_FLAGGED_FOR_STAFF');
      }
      await insertAnswer(tx, { questionSn, memberId: operator.memberId, kind: staff ? 'staff' : 'teacher', body });
      await markAnswered(tx, questionSn, staff);
      await recordChange(tx, operator, { action: 'qna.answer', targetType: 'qna', targetId: questionSn, after: { answer: body } });
      return q;
    });
    // After the commit, awaited so the notice has gone when the console hears back; a subscriber's failure is
    // logged by the bus and never undoes the answer.
    await this.events.publish('qna.answer_posted', { memberId: asked.memberId, questionSn, title: asked.title, courseSn: asked.courseSn, lcNo: asked.lcNo });
    const row = await findQuestion(this.db, questionSn);
    const [item] = await this.present([row!], null);
    const place = await questionPlace(this.db, questionSn);
    return { ...item!, ...place };
  }

  async overview(operator: { memberId: number; role: Role }): Promise<TeacherOverview> {
    const teacher = hasRole(operator.role, 'staff') ? undefined : await teacherOfMember(this.db, operator.memberId);
    if (!hasRole(operator.role, 'staff') && !teacher) throw new AppError('TEACHER_PROFILE_NOT_FOUND');
    const rows = await courseSummaries(this.db, teacher?.teacherSn ?? null);
    return {
      teacher: teacher ? { teacher_sn: teacher.teacherSn, name: teacher.name } : null,
      courses: rows.map((r) => ({
        course_sn: r.courseSn,
        title: r.title,
        waiting: r.waiting,
        students: r.started,
        completed: r.lectures > 0 ? r.completed : 0,
        rating_avg: r.ratingAvg === null ? null : Math.round(Number(r.ratingAvg) * 10) / 10,
        rating_count: r.ratingCount,
      })),
    };
  }

  /** null: every course (staff); else the teacher profile the member's role is tied to. */
  private async scope(operator: { memberId: number; role: Role }): Promise<number | null> {
    if (hasRole(operator.role, 'staff')) return null;
    const teacher = await teacherOfMember(this.db, operator.memberId);
    if (!teacher) throw new AppError('TEACHER_PROFILE_NOT_FOUND');
    return teacher.teacherSn;
  }

  private async one(questionSn: number, viewer: number): Promise<QnaQuestion> {
    const row = await findQuestion(this.db, questionSn);
    if (!row) throw new AppError('QNA_NOT_FOUND');
    const [q] = await this.present([row], viewer);
    return q!;
  }

  private async present(rows: readonly QuestionRow[], viewer: number | null): Promise<QnaQuestion[]> {
    const sns = rows.map((r) => r.questionSn);
    const [answers, mine] = await Promise.all([answersOf(this.db, sns), viewer === null ? new Set<number>() : meTooOf(this.db, viewer, sns)]);
    return rows.map((r) => toQuestion(r, answers.filter((a) => a.questionSn === r.questionSn).map(toAnswer), viewer, mine));
  }
}
