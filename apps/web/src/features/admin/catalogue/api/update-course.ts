import type { AdminCourse, CourseBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/catalogue/courses/{course_sn}: the course and its whole lecture list, in this order. */
export const useUpdateCourse = () => useConsoleMutation<On<CourseBody>, AdminCourse>((v) => `/api/admin/catalogue/courses/${v.id}`, bodyOf);
