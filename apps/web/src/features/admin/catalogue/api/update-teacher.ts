import type { TeacherBody } from '@school/contracts/admin';
import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** A teacher changed. */
export const useUpdateTeacher = () => useConsoleChange((v: On<TeacherBody>) => apiCall(adminCatalogueApi.updateTeacher, { params: { teacher_sn: v.id }, body: bodyOf(v) }));
