import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyUser } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';
import { useIsLoggedIn } from '../../../stores/session';

/** GET /api/my/user: the member's info and signed-in devices. */
export async function getMyUser(): Promise<MyUser> {
  return getParsed('/api/my/user', 'myUser', '회원');
}

export const myUserQueryOptions = () => queryOptions({ queryKey: ['my', 'user'], queryFn: getMyUser, staleTime: 0 });

// Member data is only asked for with a session: right after a sign-out a mounted page must not refetch it.
export const useMyUser = () => useQuery({ ...myUserQueryOptions(), enabled: useIsLoggedIn() });
