import type { TeacherBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/catalogue/teachers/{teacher_sn}. */
export const useUpdateTeacher = () => useConsoleMutation<On<TeacherBody>>((v) => `/api/admin/catalogue/teachers/${v.id}`, bodyOf);
