import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { courseRoutes } from './course.routes.ts';
import { CourseService } from './course.service.ts';

/** Course lists and course pages (decisions 014, 018). */
export function createCourses(d: { db: Db; canCache: () => boolean; publicUrl: string }): AreaParts & { courses: CourseService } {
  const courses = new CourseService(d.db, d.canCache, d.publicUrl);
  return {
    courses,
    routes: { api: [mount(courseRoutes, { courses })] },
    // The "popular" order from recent purchases and plays (issue 33), every hour at :15.
    jobs: [{ name: 'course-popularity', pattern: '0 15 * * * *', run: () => courses.refreshPopularity() }],
  };
}
