import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimpleUser } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** Name, nickname and e-mail for summaries. */
export async function getSimpleUser(): Promise<SimpleUser> {
  return callParsed(myApi.simpleUser, '회원');
}

export const simpleUserQueryOptions = () => queryOptions({ queryKey: ['my', 'simpleUser'], queryFn: getSimpleUser });

// Member data is only asked for with a session: right after a sign-out a mounted page must not refetch it.
export const useSimpleUser = () => useQuery({ ...simpleUserQueryOptions(), enabled: useIsLoggedIn() });
