import type { ModerationBody } from '@school/contracts/admin';
import { adminModerationApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** {action, reason?}: hide, restore or dismiss. */
export const useDecideReport = () =>
  useConsoleChange(({ coSn, ...body }: ModerationBody & { coSn: number }) => apiCall(adminModerationApi.decide, { params: { co_sn: coSn }, body }));
