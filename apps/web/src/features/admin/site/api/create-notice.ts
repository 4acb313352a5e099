import type { NoticeBody } from '@school/contracts/admin';
import { adminSiteApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new notice. */
export const useCreateNotice = () => useConsoleChange((body: NoticeBody) => apiCall(adminSiteApi.createNotice, { body }));
