import { settlementApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** settlementApi.compute {month}: recompute the month's drafts from the ledger. */
export const useComputeMonth = () => useConsoleChange((month: string) => apiCall(settlementApi.compute, { body: { month } }));
/** settlementApi.confirm {month}: confirm (from the 7th business day of the next month). */
export const useConfirmMonth = () => useConsoleChange((month: string) => apiCall(settlementApi.confirm, { body: { month } }));
