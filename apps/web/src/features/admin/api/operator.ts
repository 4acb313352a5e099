import { useQuery } from '@tanstack/react-query';
import { myApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useConsoleSession } from '../../../stores/console-session';

/** The member summary (myApi.simpleUser) with the console session: who is operating, and in which role. */
export function useOperator() {
  const email = useConsoleSession((s) => s.session?.email);
  return useQuery({
    queryKey: ['admin', 'operator', email],
    queryFn: () => callParsed(myApi.simpleUser, '운영자', { console: true }),
    enabled: email !== undefined,
  });
}
