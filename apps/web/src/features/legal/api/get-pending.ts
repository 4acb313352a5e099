import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';
import { useStartCallsReleased } from '../../../stores/start-calls';

/**
 * GET /api/my/legal/pending: new versions of the texts the member agreed to, not yet answered (asked once per visit;
 * held on the lecture player until its first frame, stores/start-calls.ts).
 */
export function usePendingLegal() {
  const loggedIn = useIsLoggedIn();
  const released = useStartCallsReleased();
  return useQuery({
    queryKey: ['my', 'legal', 'pending'],
    enabled: loggedIn && released,
    staleTime: Infinity,
    queryFn: () => getParsed('/api/my/legal/pending', 'legalPending', '약관 개정 안내'),
  });
}
