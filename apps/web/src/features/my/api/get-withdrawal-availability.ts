import { queryOptions } from '@tanstack/react-query';
import type { WithdrawalAvailability } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Whether withdrawal is possible now, what blocks it, what happens to the data. */
export async function getWithdrawalAvailability(): Promise<WithdrawalAvailability> {
  return callParsed(myApi.withdrawalAvailability, '탈퇴 안내');
}

// Fetched when the person asks to withdraw, not on page load: the answer must be current at that moment.
export const withdrawalAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: ['my', 'withdrawalAvailability'], queryFn: getWithdrawalAvailability, staleTime: 0, retry: false });
