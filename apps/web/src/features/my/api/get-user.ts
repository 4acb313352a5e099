import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyUser } from '@school/contracts';
import { myApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** The member's info and signed-in devices. */
export async function getMyUser(): Promise<MyUser> {
  return callParsed(myApi.user, '회원');
}

export const myUserQueryOptions = () => queryOptions({ queryKey: ['my', 'user'], queryFn: getMyUser, staleTime: 0 });

// Member data is only asked for with a session: right after a sign-out a mounted page must not refetch it.
export const useMyUser = () => useQuery({ ...myUserQueryOptions(), enabled: useIsLoggedIn() });
