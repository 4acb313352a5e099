import type {
  AdminCategory,
  AdminCourse,
  AdminCourseList,
  AdminTeacher,
  CategoryCreateBody,
  CategoryUpdateBody,
  CourseBody,
  TeacherBody,
} from '@school/contracts/admin';
import type { Db, Tx } from '../../db/client.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import {
  allCategories,
  allTeachers,
  courseForEdit,
  courseLectures,
  courseList,
  insertCategory,
  insertCourse,
  insertTeacher,
  isSelfOrDescendant,
  lockCategory,
  lockTeacher,
  ownLectures,
  replaceLectures,
  setPublished,
  updateCategory,
  updateCourse,
  updateTeacher,
  watchedAmong,
} from './admin-catalogue.queries.ts';

/** What the catalogue console needs of the media store (modules/play/media.ts). */
export interface MediaCatalogue {
  /** `conn`: the transaction a caller is in, so the check takes no second connection while it holds one. */
  list(conn?: Db | Tx): Promise<string[]>;
  duration(mediaKey: string): Promise<number | null>;
  /** File names of uploaded videos by media key (samples have none). */
  titles(mediaKeys: string[]): Promise<Map<string, string>>;
}

/** Commerce's single-course product, kept in step with the course inside the course's save. */
export interface CourseProducts {
  syncCourse(tx: Tx, course: { courseSn: number; title: string; price: number; isFree: boolean }): Promise<void>;
}

const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/**
 * The catalogue in the console (docs/decisions/062): categories, teachers, courses with their lectures.
 * Each save is one transaction with its audit row; the public caches follow through the tables'
 * change notifications (menu, course and teacher caches of every process).
 */
export class AdminCatalogueService {
  constructor(
    private readonly db: Db,
    private readonly media: MediaCatalogue,
    private readonly products: CourseProducts,
  ) {}

  // ── categories ─────────────────────────────────────────────────────────
  async categories(): Promise<{ list: AdminCategory[] }> {
    const rows = await allCategories(this.db);
    return {
      list: rows.map((r) => ({ ca_sn: r.caSn, p_ca_sn: r.pCaSn, title: r.title, is_hidden: yn(r.isHidden), sort_order: r.sortOrder, course_count: r.courseCount })),
    };
  }

  async createCategory(actor: Actor, body: CategoryCreateBody): Promise<{ ca_sn: number }> {
    return this.db.transaction(async (tx) => {
      if (body.p_ca_sn !== null && !(await lockCategory(tx, body.p_ca_sn))) throw new AppError('CATEGORY_NOT_FOUND');
      const caSn = await insertCategory(tx, body.p_ca_sn, body.title);
      await recordChange(tx, actor, { action: 'category.create', targetType: 'category', targetId: caSn, after: body });
      return { ca_sn: caSn };
    });
  }

  async updateCategory(actor: Actor, caSn: number, body: CategoryUpdateBody): Promise<{ ca_sn: number }> {
    return this.db.transaction(async (tx) => {
      const before = await lockCategory(tx, caSn);
      if (!before) throw new AppError('CATEGORY_NOT_FOUND');
      if (body.p_ca_sn !== undefined && body.p_ca_sn !== null) {
        if (!(await lockCategory(tx, body.p_ca_sn))) throw new AppError('CATEGORY_NOT_FOUND');
        if (await isSelfOrDescendant(tx, caSn, body.p_ca_sn)) throw new AppError('ADMIN_CATEGORY_CYCLE');
      }
      await updateCategory(tx, caSn, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.p_ca_sn !== undefined ? { pCaSn: body.p_ca_sn } : {}),
        ...(body.sort_order !== undefined ? { sortOrder: body.sort_order } : {}),
        ...(body.is_hidden !== undefined ? { isHidden: body.is_hidden } : {}),
      });
      await recordChange(tx, actor, {
        action: body.p_ca_sn !== undefined && body.p_ca_sn !== before.pCaSn ? 'category.move' : 'category.update',
        targetType: 'category',
        targetId: caSn,
        before: { title: before.title, p_ca_sn: before.pCaSn, sort_order: before.sortOrder, is_hidden: before.isHidden },
        after: body,
      });
      return { ca_sn: caSn };
    });
  }

  // ── teachers ───────────────────────────────────────────────────────────
  async teachers(): Promise<{ list: AdminTeacher[] }> {
    const rows = await allTeachers(this.db);
    return {
      list: rows.map((r) => ({ teacher_sn: r.teacherSn, name: r.name, headline: r.headline, bio: r.bio, career: r.career, sort_order: r.sortOrder, course_count: r.courseCount })),
    };
  }

  async saveTeacher(actor: Actor, teacherSn: number | null, body: TeacherBody): Promise<{ teacher_sn: number }> {
    return this.db.transaction(async (tx) => {
      if (teacherSn === null) {
        const created = await insertTeacher(tx, body);
        await recordChange(tx, actor, { action: 'teacher.create', targetType: 'teacher', targetId: created, after: body });
        return { teacher_sn: created };
      }
      const before = await lockTeacher(tx, teacherSn);
      if (!before) throw new AppError('TEACHER_NOT_FOUND');
      await updateTeacher(tx, teacherSn, body);
      await recordChange(tx, actor, { action: 'teacher.update', targetType: 'teacher', targetId: teacherSn, before, after: body });
      return { teacher_sn: teacherSn };
    });
  }

  // ── courses ────────────────────────────────────────────────────────────
  async courses(filter: { q?: string | undefined; teacherSn?: number | undefined }, page: number): Promise<AdminCourseList> {
    const rows = await courseList(this.db, filter, page);
    return {
      total: rows[0]?.total ?? 0,
      list: rows.map((r) => ({
        course_sn: r.courseSn,
        title: r.title,
        category: r.category,
        teacher: r.teacher,
        is_free: yn(r.isFree),
        price: r.price,
        pass_included: yn(r.passIncluded),
        watermark: yn(r.watermark),
        is_published: yn(r.isPublished),
        is_demo: yn(r.isDemo),
        lecture_count: r.lectureCount,
        updated_at: new Date(r.updatedAt).toISOString(),
      })),
    };
  }

  async course(courseSn: number, db: Db | Tx = this.db): Promise<AdminCourse> {
    const c = await courseForEdit(db, courseSn);
    if (!c) throw new AppError('COURSE_NOT_FOUND');
    const lectures = await courseLectures(db, courseSn);
    return {
      course_sn: c.courseSn,
      title: c.title,
      summary: c.summary,
      description: c.description,
      level: c.level as AdminCourse['level'],
      ca_sn: c.caSn,
      teacher_sn: c.teacherSn,
      is_free: yn(c.isFree),
      price: c.price,
      pass_included: yn(c.passIncluded),
      watermark: yn(c.watermark),
      is_published: yn(c.isPublished),
      lectures: lectures.map((l) => ({ lc_no: l.lcNo, title: l.title, duration_sec: l.durationSec, is_preview: yn(l.isPreview), media_key: l.mediaKey })),
    };
  }

  /** A new course (unpublished) or an edit of one, with its whole lecture list, in one transaction. */
  /** `conn`: a caller's transaction to join (the studio publishes a reviewed version with its own status change). */
  async saveCourse(actor: Actor, courseSn: number | null, typed: CourseBody, conn: Db | Tx = this.db): Promise<AdminCourse> {
    await this.checkMedia(typed, conn);
    const body = { ...typed, lectures: await this.withVideoLengths(typed.lectures) };
    return conn.transaction(async (tx) => {
      if (!(await lockCategory(tx, body.ca_sn))) throw new AppError('CATEGORY_NOT_FOUND');
      if (!(await lockTeacher(tx, body.teacher_sn))) throw new AppError('TEACHER_NOT_FOUND');
      if (courseSn === null) {
        const created = await insertCourse(tx, body);
        await replaceLectures(tx, created, body.lectures.map(({ lc_no: _ignored, ...l }) => l));
        await this.products.syncCourse(tx, { courseSn: created, title: body.title, price: body.price, isFree: body.is_free === 'Y' });
        const after = await this.course(created, tx);
        await recordChange(tx, actor, { action: 'course.create', targetType: 'course', targetId: created, after });
        return after;
      }
      if (!(await courseForEdit(tx, courseSn, true))) throw new AppError('COURSE_NOT_FOUND');
      const before = await this.course(courseSn, tx);
      const named = body.lectures.flatMap((l) => (l.lc_no ? [l.lc_no] : []));
      if ((await ownLectures(tx, courseSn, named)).length !== new Set(named).size || named.length !== new Set(named).size) throw new AppError('LECTURE_NOT_FOUND');
      if (await watchedAmong(tx, courseSn, named)) throw new AppError('ADMIN_LECTURE_IN_USE');
      await updateCourse(tx, courseSn, body);
      await replaceLectures(tx, courseSn, body.lectures);
      await this.products.syncCourse(tx, { courseSn, title: body.title, price: body.price, isFree: body.is_free === 'Y' });
      const after = await this.course(courseSn, tx);
      await recordChange(tx, actor, { action: 'course.update', targetType: 'course', targetId: courseSn, before, after });
      return after;
    });
  }

  async publish(actor: Actor, courseSn: number, isPublished: 'Y' | 'N', conn: Db | Tx = this.db): Promise<AdminCourse> {
    return conn.transaction(async (tx) => {
      const before = await courseForEdit(tx, courseSn, true);
      if (!before) throw new AppError('COURSE_NOT_FOUND');
      if (isPublished === 'Y' && !(await courseLectures(tx, courseSn)).some((l) => l.mediaKey)) throw new AppError('ADMIN_PUBLISH_EMPTY');
      await setPublished(tx, courseSn, isPublished);
      await recordChange(tx, actor, {
        action: isPublished === 'Y' ? 'course.publish' : 'course.unpublish',
        targetType: 'course',
        targetId: courseSn,
        before: { is_published: before.isPublished },
        after: { is_published: isPublished },
      });
      return this.course(courseSn, tx);
    });
  }

  async mediaList(): Promise<{ list: { media_key: string; title: string | null; duration_sec: number | null }[] }> {
    const keys = await this.media.list();
    const titles = await this.media.titles(keys);
    return { list: await Promise.all(keys.map(async (k) => ({ media_key: k, title: titles.get(k) ?? null, duration_sec: await this.media.duration(k) }))) };
  }

  /**
   * A lecture with a video is as long as its video: the length typed in an editor is kept only where the video's
   * playlist cannot be read. Completion, certificates and the retention curve all count against this length, and
   * the player against the video, so the two must agree.
   */
  async withVideoLengths<L extends { duration_sec: number; media_key: string | null }>(lectures: L[]): Promise<L[]> {
    const keys = [...new Set(lectures.flatMap((l) => (l.media_key ? [l.media_key] : [])))];
    const lengths = new Map(await Promise.all(keys.map(async (k) => [k, await this.media.duration(k)] as const)));
    return lectures.map((l) => {
      const real = l.media_key ? lengths.get(l.media_key) : null;
      return real ? { ...l, duration_sec: real } : l;
    });
  }

  private async checkMedia(body: CourseBody, conn: Db | Tx) {
    const wanted = [...new Set(body.lectures.flatMap((l) => (l.media_key ? [l.media_key] : [])))];
    if (wanted.length === 0) return;
    const present = new Set(await this.media.list(conn));
    if (wanted.some((k) => !present.has(k))) throw new AppError('ADMIN_MEDIA_MISSING');
  }
}
