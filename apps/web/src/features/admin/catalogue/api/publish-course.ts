import type { AdminCourse } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/catalogue/courses/{course_sn}/publish {is_published}. */
export const usePublishCourse = () =>
  useConsoleMutation<On<{ is_published: 'Y' | 'N' }>, AdminCourse>((v) => `/api/admin/catalogue/courses/${v.id}/publish`, bodyOf);
