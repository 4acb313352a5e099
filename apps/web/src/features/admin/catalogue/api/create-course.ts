import type { AdminCourse, CourseBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/catalogue/courses: a new course (unpublished) with its lectures. */
export const useCreateCourse = () => useConsoleMutation<CourseBody, AdminCourse>(() => '/api/admin/catalogue/courses');
