import { createHash } from 'node:crypto';
import { TEACHER_QNA_WINDOW_DAYS, type TeacherCard, type TeacherListResponse, type TeacherResponse, type TeacherStatsResponse, type YesNo } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { teacherPortraitSvg } from '../course/course.cover.ts';
import { KeyedCache } from '../../http/cache.ts';
import type { JsonBody } from '../../http/json-body.ts';
import { okBody, type Svg } from '../../http/reply.ts';
import { portraitPath, toCourseCard } from '../course/course.presenters.ts';
import { hasRole, type Role } from '../../http/auth.ts';
import { courseOfLecture, findTeacher, findTeacherName, listTeacherCourses, listTeachers, teachesCourse, teacherStats, type TeacherRow } from './teacher.queries.ts';

const yn = (v: string): YesNo => (v === 'Y' ? 'Y' : 'N');

export function toTeacherCard(r: TeacherRow): TeacherCard {
  return {
    teacher_sn: r.teacherSn,
    name: r.name,
    headline: r.headline,
    profile_image: portraitPath(r.teacherSn, r.profileImage),
    is_demo: yn(r.isDemo),
    course_count: r.courseCount,
  };
}


/** Someone at the console: their member id and role. */
export interface Operator {
  memberId: number;
  role: Role;
}

/**
 * Teacher pages, kept as bytes like the course pages and dropped on the same change notifications; and the one rule
 * for who edits a course's teaching material (quizzes, a lecture's stocks): staff and admins, and the course's own
 * teacher — a `teacher` whose account is tied to the profile the course names (decisions 095, 096).
 */
export class TeacherService {
  private readonly bodies: KeyedCache<JsonBody>;
  private readonly portraits: KeyedCache<Svg>;

  constructor(
    private readonly db: Db,
    canCache: () => boolean,
  ) {
    this.bodies = new KeyedCache({ canCache, maxEntries: 1000 });
    this.portraits = new KeyedCache({ canCache, maxEntries: 1000 });
  }

  async mayEditCourse(operator: Operator, courseSn: number): Promise<boolean> {
    if (hasRole(operator.role, 'staff')) return true;
    return operator.role === 'teacher' && (await teachesCourse(this.db, operator.memberId, courseSn));
  }

  async mayEditLecture(operator: Operator, lcNo: number): Promise<boolean> {
    if (hasRole(operator.role, 'staff')) return true;
    const courseSn = operator.role === 'teacher' ? await courseOfLecture(this.db, lcNo) : undefined;
    return courseSn !== undefined && (await teachesCourse(this.db, operator.memberId, courseSn));
  }

  invalidate(): void {
    this.bodies.invalidate();
    this.portraits.invalidate();
  }

  listBody(): JsonBody | Promise<JsonBody> {
    return this.bodies.now('list', async () => okBody(await this.list()));
  }

  getBody(teacherSn: number): JsonBody | Promise<JsonBody> {
    return this.bodies.now(`teacher:${teacherSn}`, async () => okBody(await this.get(teacherSn)));
  }

  async list(): Promise<TeacherListResponse> {
    return { list: (await listTeachers(this.db)).map(toTeacherCard) };
  }

  async get(teacherSn: number): Promise<TeacherResponse> {
    const [teacher, courses] = await Promise.all([findTeacher(this.db, teacherSn), listTeacherCourses(this.db, teacherSn)]);
    if (!teacher) throw new AppError('TEACHER_NOT_FOUND');
    return {
      teacher: { ...toTeacherCard(teacher), bio: teacher.bio, career: teacher.career },
      courses: courses.map(toCourseCard),
    };
  }

  /**
   * The public figures (decision 133), read on each request: an answer on the Q&A board announces no change, so a
   * cached copy would go stale; the prepared page compares this answer every few seconds and rebuilds on a change.
   */
  async stats(teacherSn: number): Promise<TeacherStatsResponse> {
    if (!(await findTeacherName(this.db, teacherSn))) throw new AppError('TEACHER_NOT_FOUND');
    const s = await teacherStats(this.db, teacherSn, TEACHER_QNA_WINDOW_DAYS);
    return {
      rating: { average: s.reviewCount > 0 ? s.reviewAverage : null, count: s.reviewCount },
      qna: { window_days: TEACHER_QNA_WINDOW_DAYS, asked: s.asked, answered: s.answered, answer_rate: s.asked > 0 ? Math.floor((s.answered * 100) / s.asked) : null },
    };
  }

  portrait(teacherSn: number): Promise<Svg> {
    return this.portraits.get(`portrait:${teacherSn}`, async () => {
      const teacher = await findTeacherName(this.db, teacherSn);
      if (!teacher) throw new AppError('TEACHER_NOT_FOUND');
      const body = teacherPortraitSvg(teacher);
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }
}
