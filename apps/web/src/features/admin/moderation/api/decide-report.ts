import type { ModerationBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/moderation/comments/{co_sn} {action, reason?}: hide, restore or dismiss. */
export const useDecideReport = () =>
  useConsoleMutation<ModerationBody & { coSn: number }>(
    (v) => `/api/admin/moderation/comments/${v.coSn}`,
    ({ coSn: _coSn, ...body }) => body,
  );
