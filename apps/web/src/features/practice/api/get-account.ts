import { useQuery } from '@tanstack/react-query';
import type { PracticeAccount } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn, useSessionStore } from '../../../stores/session';

export const PRACTICE_KEY = ['practice'] as const;

/** The member's practice account; reading it also fills orders whose daily bar is final. */
export function getAccount(signal?: AbortSignal): Promise<PracticeAccount> {
  return callParsed(practiceApi.account, '모의투자 계좌', { signal });
}

export function useAccount() {
  const loggedIn = useIsLoggedIn();
  const account = useSessionStore((s) => s.user?.email ?? '');
  return useQuery({ queryKey: [...PRACTICE_KEY, 'account', account], queryFn: ({ signal }) => getAccount(signal), enabled: loggedIn });
}
