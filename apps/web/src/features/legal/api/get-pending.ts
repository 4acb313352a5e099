import { useQuery } from '@tanstack/react-query';
import { legalApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';
import { useStartCallsReleased } from '../../../stores/start-calls';

/**
 * New versions of the texts the member agreed to, not yet answered (asked once per visit;
 * held on the lecture player until its first frame, stores/start-calls.ts).
 */
export function usePendingLegal() {
  const loggedIn = useIsLoggedIn();
  const released = useStartCallsReleased();
  return useQuery({
    queryKey: ['my', 'legal', 'pending'],
    enabled: loggedIn && released,
    staleTime: Infinity,
    queryFn: () => callParsed(legalApi.pending, '약관 개정 안내'),
  });
}
