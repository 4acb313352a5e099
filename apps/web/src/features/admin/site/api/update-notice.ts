import type { NoticeBody } from '@school/contracts/admin';
import { bodyOf, useConsoleMutation, type On } from '../../api/console-mutation';

/** POST /api/admin/site/notices/{notice_sn}: edit or pin. */
export const useUpdateNotice = () => useConsoleMutation<On<NoticeBody>>((v) => `/api/admin/site/notices/${v.id}`, bodyOf);
