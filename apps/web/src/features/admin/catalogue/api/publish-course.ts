import { adminCatalogueApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** {is_published}: publish or unpublish a course. */
export const usePublishCourse = () =>
  useConsoleChange((v: On<{ is_published: 'Y' | 'N' }>) => apiCall(adminCatalogueApi.publish, { params: { course_sn: v.id }, body: bodyOf(v) }));
