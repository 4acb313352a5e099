import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { teacherRoutes } from './teacher.routes.ts';
import { TeacherService } from './teacher.service.ts';

/** Teacher pages. */
export function createTeachers(d: { db: Db; canCache: () => boolean }): AreaParts & { teachers: TeacherService } {
  const teachers = new TeacherService(d.db, d.canCache);
  return { teachers, routes: { api: [mount(teacherRoutes, { teachers })] }, jobs: [] };
}
