import type { CourseBody } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new course (unpublished) with its lectures. */
export const useCreateCourse = () => useConsoleChange((body: CourseBody) => apiCall(adminCatalogueApi.createCourse, { body }));
