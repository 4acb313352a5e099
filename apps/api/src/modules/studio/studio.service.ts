import type { StudioDraft, StudioDraftBody, StudioLectureQuiz, StudioSnapshot, StudioVersion } from '@school/contracts/admin';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AdminCatalogueService } from '../admin-catalogue/admin-catalogue.service.ts';
import type { SubtitleService } from '../admin-videos/subtitles.ts';
import type { QuizService } from '../learning-check/quiz.service.ts';
import * as q from './studio.queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function version(v: q.VersionRow): StudioVersion {
  return {
    version_sn: v.versionSn,
    draft_sn: v.draftSn,
    version_no: v.versionNo,
    course_sn: v.courseSn,
    teacher_sn: v.teacherSn,
    teacher: v.teacher,
    status: v.status as StudioVersion['status'],
    review_comment: v.reviewComment,
    snapshot: v.snapshot as StudioSnapshot,
    submitted_at: iso(v.submittedAt),
    reviewed_at: iso(v.reviewedAt),
    published_at: iso(v.publishedAt),
    updated_at: v.updatedAt.toISOString(),
  };
}
const row = (v: q.VersionRow) => {
  const { snapshot, ...rest } = version(v);
  return { ...rest, title: snapshot.title };
};

/**
 * A teacher's studio (decision 115): every call is about the signed-in teacher's own courses and proposals, and a
 * proposal reaches the live course only through an operator's publish of a reviewed version.
 */
export class StudioService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: AdminCatalogueService,
    /** Copies the subtitles of a teacher's own videos onto the published lectures (decision 142). */
    private readonly subtitles?: Pick<SubtitleService, 'copyVideoSubtitles'>,
    /** Lecture quizzes: read into a live course's snapshot, saved on publish (decision 142). */
    private readonly quizzes?: Pick<QuizService, 'lectureQuizzes' | 'saveLectureQuizzes'>,
  ) {}

  /** The live course as a proposal: its fields and lectures, each lecture with its quiz if it has one. */
  private async liveSnapshot(courseSn: number, conn?: Tx): Promise<StudioSnapshot> {
    const c = await this.catalogue.course(courseSn, conn);
    const { course_sn: _c, teacher_sn: _t, watermark: _w, is_published: _p, ...live } = c;
    const quizzes = (await this.quizzes?.lectureQuizzes(courseSn, conn)) ?? new Map<number, StudioLectureQuiz>();
    return { ...live, lectures: live.lectures.map((l) => (l.lc_no && quizzes.has(l.lc_no) ? { ...l, quiz: quizzes.get(l.lc_no) } : l)) };
  }

  async me(memberId: number) {
    const t = await q.teacherOfMember(this.db, memberId);
    if (!t) throw new AppError('STUDIO_NOT_TEACHER');
    return { teacher_sn: t.teacherSn, name: t.name };
  }

  async courses(memberId: number) {
    const { teacher_sn } = await this.me(memberId);
    const open = new Map((await q.latestVersions(this.db, { teacherSn: teacher_sn })).filter((v) => v.courseSn && v.status !== 'published').map((v) => [v.courseSn!, v]));
    const list = await q.ownCourses(this.db, teacher_sn);
    return {
      list: list.map((c) => ({
        course_sn: c.courseSn,
        title: c.title,
        is_published: c.isPublished === 'Y' ? ('Y' as const) : ('N' as const),
        student_count: c.studentCount,
        lecture_count: c.lectureCount,
        open_draft_sn: open.get(c.courseSn)?.draftSn ?? null,
        open_status: (open.get(c.courseSn)?.status as StudioVersion['status'] | undefined) ?? null,
      })),
    };
  }

  /** The live course as a snapshot: where an edit of a published course starts. */
  async courseSnapshot(memberId: number, courseSn: number): Promise<StudioVersion> {
    const { teacher_sn, name } = await this.me(memberId);
    if ((await q.courseOwner(this.db, courseSn)) !== teacher_sn) throw new AppError('STUDIO_NOT_FOUND');
    const snapshot = await this.liveSnapshot(courseSn);
    return { version_sn: 0, draft_sn: 0, version_no: 0, course_sn: courseSn, teacher_sn, teacher: name, status: 'published', review_comment: null, snapshot, submitted_at: null, reviewed_at: null, published_at: null, updated_at: new Date().toISOString() };
  }

  async drafts(memberId: number) {
    const { teacher_sn } = await this.me(memberId);
    return { list: (await q.latestVersions(this.db, { teacherSn: teacher_sn })).map(row) };
  }

  async draft(memberId: number, draftSn: number): Promise<StudioDraft> {
    const { teacher_sn } = await this.me(memberId);
    return this.history(draftSn, teacher_sn);
  }

  async history(draftSn: number, teacherSn?: number): Promise<StudioDraft> {
    const all = await q.versionsOfDraft(this.db, draftSn);
    if (all.length === 0 || (teacherSn !== undefined && all[0]!.teacherSn !== teacherSn)) throw new AppError('STUDIO_NOT_FOUND');
    return { latest: version(all[0]!), history: all.map(row) };
  }

  /** A new proposal: a course of their own to come, or an edit of one of their courses (one open at a time). */
  async createDraft(actor: Actor, body: StudioDraftBody): Promise<StudioDraft> {
    const { teacher_sn } = await this.me(actor.memberId);
    const { course_sn, ...typed } = body;
    // Checked below before anything is written: an unknown video has no length, and is refused as not theirs.
    const snapshot = { ...typed, lectures: await this.catalogue.withVideoLengths(typed.lectures) };
    const draftSn = await this.db.transaction(async (tx) => {
      if (course_sn !== null) {
        if ((await q.courseOwner(tx, course_sn)) !== teacher_sn) throw new AppError('STUDIO_NOT_FOUND');
        if (await q.openDraftOfCourse(tx, course_sn)) throw new AppError('STUDIO_OPEN_DRAFT');
      }
      await this.checkOwnMedia(tx, teacher_sn, actor.memberId, snapshot);
      const sn = await q.insertVersion(tx, { draftSn: null, teacherSn: teacher_sn, courseSn: course_sn, versionNo: 1, snapshot, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'studio.draft', targetType: 'course_draft', targetId: sn, after: snapshot });
      return sn;
    });
    return this.history(draftSn);
  }

  /**
   * Saves the proposal. A draft not yet submitted is overwritten; after a return or a publish the save is a new
   * version, so what a reviewer saw and what members bought stay on record. A version under review is not edited.
   */
  async saveDraft(actor: Actor, draftSn: number, body: StudioDraftBody): Promise<StudioDraft> {
    const { teacher_sn } = await this.me(actor.memberId);
    const { course_sn: _ignored, ...typed } = body;
    const snapshot = { ...typed, lectures: await this.catalogue.withVideoLengths(typed.lectures) };
    await this.db.transaction(async (tx) => {
      const latest = await q.lockLatest(tx, draftSn);
      if (!latest || latest.teacherSn !== teacher_sn) throw new AppError('STUDIO_NOT_FOUND');
      if (latest.status === 'submitted' || latest.status === 'approved') throw new AppError('STUDIO_NOT_EDITABLE');
      await this.checkOwnMedia(tx, teacher_sn, actor.memberId, snapshot);
      if (latest.status === 'draft') await q.setVersion(tx, latest.versionSn, { snapshot });
      else await q.insertVersion(tx, { draftSn, teacherSn: teacher_sn, courseSn: latest.courseSn, versionNo: latest.versionNo + 1, snapshot, createdBy: actor.memberId });
      await recordChange(tx, actor, { action: 'studio.save', targetType: 'course_draft', targetId: draftSn, after: snapshot });
    });
    return this.history(draftSn);
  }

  async submit(actor: Actor, draftSn: number): Promise<StudioDraft> {
    const { teacher_sn } = await this.me(actor.memberId);
    await this.db.transaction(async (tx) => {
      const latest = await q.lockLatest(tx, draftSn);
      if (!latest || latest.teacherSn !== teacher_sn) throw new AppError('STUDIO_NOT_FOUND');
      if (latest.status !== 'draft') throw new AppError('STUDIO_BAD_STATUS');
      const v = await q.versionBySn(tx, latest.versionSn);
      if (!(v!.snapshot as StudioSnapshot).lectures.some((l) => l.media_key)) throw new AppError('STUDIO_EMPTY');
      await q.setVersion(tx, latest.versionSn, { status: 'submitted', submittedAt: new Date() });
      await recordChange(tx, actor, { action: 'studio.submit', targetType: 'course_draft', targetId: draftSn });
    });
    return this.history(draftSn);
  }

  // ── the operator's side ──
  async queue(status: string) {
    return { list: (await q.latestVersions(this.db, { status })).map(row) };
  }

  async review(versionSn: number): Promise<StudioDraft> {
    const v = await q.versionBySn(this.db, versionSn);
    if (!v) throw new AppError('STUDIO_NOT_FOUND');
    return this.history(v.draftSn);
  }

  async decide(actor: Actor, versionSn: number, to: 'returned' | 'approved', comment: string | null): Promise<StudioDraft> {
    const draftSn = await this.db.transaction(async (tx) => {
      const v = await q.versionBySn(tx, versionSn);
      if (!v) throw new AppError('STUDIO_NOT_FOUND');
      const latest = await q.lockLatest(tx, v.draftSn);
      if (latest!.versionSn !== versionSn || latest!.status !== 'submitted') throw new AppError('STUDIO_BAD_STATUS');
      await q.setVersion(tx, versionSn, { status: to, reviewComment: comment, reviewedBy: actor.memberId, reviewedAt: new Date() });
      await recordChange(tx, actor, { action: to === 'returned' ? 'studio.return' : 'studio.approve', targetType: 'course_version', targetId: versionSn, reason: comment });
      return v.draftSn;
    });
    return this.history(draftSn);
  }

  /** Copies a submitted or approved version onto the live course in one transaction (a new course is created and opened). */
  async publish(actor: Actor, versionSn: number): Promise<StudioDraft> {
    const draftSn = await this.db.transaction(async (tx) => {
      const v = await q.versionBySn(tx, versionSn);
      if (!v) throw new AppError('STUDIO_NOT_FOUND');
      const latest = await q.lockLatest(tx, v.draftSn);
      if (latest!.versionSn !== versionSn || (latest!.status !== 'submitted' && latest!.status !== 'approved')) throw new AppError('STUDIO_BAD_STATUS');
      const snapshot = v.snapshot as StudioSnapshot;
      const lectures = snapshot.lectures.map(({ quiz: _quiz, ...l }) => l);
      const body = { ...snapshot, lectures, teacher_sn: v.teacherSn, watermark: 'Y' as const };
      const saved = await this.catalogue.saveCourse(actor, v.courseSn, body, tx);
      // The lectures come back in the proposal's order: the n-th proposed lecture's quiz goes on the n-th lecture.
      const quizzes = snapshot.lectures.flatMap((l, i) => (l.quiz && saved.lectures[i]?.lc_no ? [{ lcNo: saved.lectures[i].lc_no, quiz: l.quiz }] : []));
      await this.quizzes?.saveLectureQuizzes(tx, actor, saved.course_sn, quizzes);
      if (v.courseSn === null) {
        await q.linkDraftToCourse(tx, v.draftSn, saved.course_sn);
        await this.catalogue.publish(actor, saved.course_sn, 'Y', tx);
      }
      await this.subtitles?.copyVideoSubtitles(tx, saved.course_sn);
      await q.setVersion(tx, versionSn, { status: 'published', courseSn: saved.course_sn, publishedAt: new Date(), reviewedBy: actor.memberId, reviewedAt: v.reviewedAt ?? new Date() });
      await recordChange(tx, actor, { action: 'studio.publish', targetType: 'course_version', targetId: versionSn, after: { course_sn: saved.course_sn } });
      return v.draftSn;
    });
    return this.history(draftSn);
  }

  /**
   * A lecture proposed from outside the studio — a live class's recording (decision 134): added at the end of the
   * course's open proposal, or of a new proposal made from the live course, never straight onto the course, so the
   * school's review and publish stay the only way a course changes. Runs in the caller's transaction. `ownBy`: the
   * video must be the teacher's own (their upload or already in their courses), as for any proposal of theirs.
   * 'busy' when the course's proposal is under review; 'not_own' when the video is not theirs.
   */
  async proposeLecture(
    tx: Tx,
    p: { courseSn: number; teacherSn: number; createdBy: number; ownBy: number | null; lecture: { title: string; duration_sec: number; media_key: string } },
  ): Promise<{ draftSn: number } | 'busy' | 'not_own'> {
    if (p.ownBy !== null && !(await q.ownMediaKeys(tx, p.teacherSn, p.ownBy, [p.lecture.media_key])).has(p.lecture.media_key)) return 'not_own';
    const add = (s: StudioSnapshot): StudioSnapshot => ({ ...s, lectures: [...s.lectures, { ...p.lecture, is_preview: 'N' }] });
    const open = await q.openDraftOfCourse(tx, p.courseSn);
    if (open === undefined) {
      const live = await this.liveSnapshot(p.courseSn, tx);
      return { draftSn: await q.insertVersion(tx, { draftSn: null, teacherSn: p.teacherSn, courseSn: p.courseSn, versionNo: 1, snapshot: add(live), createdBy: p.createdBy }) };
    }
    const latest = await q.lockLatest(tx, open);
    if (!latest || latest.status === 'submitted' || latest.status === 'approved') return 'busy';
    const snapshot = add((await q.versionBySn(tx, latest.versionSn))!.snapshot as StudioSnapshot);
    if (latest.status === 'draft') await q.setVersion(tx, latest.versionSn, { snapshot });
    else await q.insertVersion(tx, { draftSn: open, teacherSn: p.teacherSn, courseSn: p.courseSn, versionNo: latest.versionNo + 1, snapshot, createdBy: p.createdBy });
    return { draftSn: open };
  }

  /** Checked after ownership, so another teacher learns nothing but "not found". */
  private async checkOwnMedia(conn: Tx, teacherSn: number, memberId: number, s: StudioSnapshot) {
    const wanted = [...new Set(s.lectures.flatMap((l) => (l.media_key ? [l.media_key] : [])))];
    const own = await q.ownMediaKeys(conn, teacherSn, memberId, wanted);
    if (wanted.some((k) => !own.has(k))) throw new AppError('STUDIO_MEDIA_NOT_OWN');
  }
}
