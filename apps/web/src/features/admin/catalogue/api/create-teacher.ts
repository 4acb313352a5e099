import type { TeacherBody } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new teacher. */
export const useCreateTeacher = () => useConsoleChange((body: TeacherBody) => apiCall(adminCatalogueApi.createTeacher, { body }));
