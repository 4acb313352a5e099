import type { CourseBody } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** The course and its whole lecture list, in this order. */
export const useUpdateCourse = () => useConsoleChange((v: On<CourseBody>) => apiCall(adminCatalogueApi.updateCourse, { params: { course_sn: v.id }, body: bodyOf(v) }));
