import type { TeacherBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/catalogue/teachers. */
export const useCreateTeacher = () => useConsoleMutation<TeacherBody>(() => '/api/admin/catalogue/teachers');
