import { adminPracticeApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** Closes a round: ranks freeze and the top entrants get their points (7225 when the operator entered it). */
export const useCloseContest = () => useConsoleChange((id: number) => apiCall(adminPracticeApi.closeContest, { params: { contest_id: id } }));
