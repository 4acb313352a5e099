import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimpleUser } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** GET /api/my/simpleUser: name, nickname and e-mail for summaries. */
export async function getSimpleUser(): Promise<SimpleUser> {
  return getParsed('/api/my/simpleUser', 'simpleUser', '회원');
}

export const simpleUserQueryOptions = () => queryOptions({ queryKey: ['my', 'simpleUser'], queryFn: getSimpleUser });

// Member data is only asked for with a session: right after a sign-out a mounted page must not refetch it.
export const useSimpleUser = () => useQuery({ ...simpleUserQueryOptions(), enabled: useIsLoggedIn() });
