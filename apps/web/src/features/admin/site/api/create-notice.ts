import type { NoticeBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/site/notices. */
export const useCreateNotice = () => useConsoleMutation<NoticeBody>(() => '/api/admin/site/notices');
