import { queryOptions } from '@tanstack/react-query';
import { withdrawalAvailability, type WithdrawalAvailability } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';

/** GET /api/my/user/withdrawal/available: whether withdrawal is possible now, what blocks it, what happens to the data. */
export async function getWithdrawalAvailability(): Promise<WithdrawalAvailability> {
  const parsed = withdrawalAvailability.safeParse(
    unwrap(await apiRequest<unknown>({ method: 'GET', url: '/api/my/user/withdrawal/available' })),
  );
  if (!parsed.success) throw new Error('탈퇴 안내 정보의 형식이 올바르지 않습니다.');
  return parsed.data;
}

// Fetched when the person asks to withdraw, not on page load: the answer must be current at that moment.
export const withdrawalAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: ['my', 'withdrawalAvailability'], queryFn: getWithdrawalAvailability, staleTime: 0, retry: false });
