import { adminPracticeApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** Opens a monthly round for one market (7223 when that month and market already have one). */
export const useCreateContest = () => useConsoleChange((body: BodyOf<typeof adminPracticeApi.createContest>) => apiCall(adminPracticeApi.createContest, { body }));
