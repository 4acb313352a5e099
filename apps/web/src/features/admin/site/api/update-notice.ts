import type { NoticeBody } from '@school/contracts/admin';
import { adminSiteApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';
import { bodyOf, type On } from '../../api/console-mutation';

/** Edit or pin a notice. */
export const useUpdateNotice = () => useConsoleChange((v: On<NoticeBody>) => apiCall(adminSiteApi.updateNotice, { params: { notice_sn: v.id }, body: bodyOf(v) }));
