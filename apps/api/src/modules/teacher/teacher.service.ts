import { createHash } from 'node:crypto';
import type { TeacherCard, TeacherListResponse, TeacherResponse, YesNo } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { teacherPortraitSvg } from '../course/course.cover.ts';
import { portraitPath, toCourseCard, type Svg } from '../course/course.service.ts';
import { findTeacher, findTeacherName, listTeacherCourses, listTeachers, type TeacherRow } from './teacher.queries.ts';

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

/** Teacher pages are light (nine rows, a handful of courses) and not cached. */
export class TeacherService {
  constructor(private readonly db: Db) {}

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

  async portrait(teacherSn: number): Promise<Svg> {
    const teacher = await findTeacherName(this.db, teacherSn);
    if (!teacher) throw new AppError('TEACHER_NOT_FOUND');
    const body = teacherPortraitSvg(teacher);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }
}
