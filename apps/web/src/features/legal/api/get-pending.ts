import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** GET /api/my/legal/pending: new versions of the texts the member agreed to, not yet answered (asked once per visit). */
export const usePendingLegal = () =>
  useQuery({ queryKey: ['my', 'legal', 'pending'], enabled: useIsLoggedIn(), staleTime: Infinity, queryFn: () => getParsed('/api/my/legal/pending', 'legalPending', '약관 개정 안내') });
