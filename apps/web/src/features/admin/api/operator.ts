import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';
import { useConsoleSession } from '../../../stores/console-session';

/** GET /api/my/simpleUser with the console session: who is operating, and in which role. */
export function useOperator() {
  const email = useConsoleSession((s) => s.session?.email);
  return useQuery({
    queryKey: ['admin', 'operator', email],
    queryFn: async () => {
      const [envelope, contracts] = await Promise.all([apiRequest<unknown>({ method: 'GET', url: '/api/my/simpleUser', console: true }), import('@school/contracts')]);
      return parseData(contracts.simpleUser, unwrap(envelope), '운영자');
    },
    enabled: email !== undefined,
  });
}
