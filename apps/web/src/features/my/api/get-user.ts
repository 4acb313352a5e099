import { queryOptions, useQuery } from '@tanstack/react-query';
import { myUser, type MyUser } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';

/** GET /api/my/user: the member's info and signed-in devices. */
export async function getMyUser(): Promise<MyUser> {
  const parsed = myUser.safeParse(unwrap(await apiRequest<unknown>({ method: 'GET', url: '/api/my/user' })));
  if (!parsed.success) throw new Error('회원 정보의 형식이 올바르지 않습니다.');
  return parsed.data;
}

export const myUserQueryOptions = () => queryOptions({ queryKey: ['my', 'user'], queryFn: getMyUser, staleTime: 0 });

// Member data is only asked for with a session: right after a sign-out a mounted page must not refetch it.
export const useMyUser = () => useQuery({ ...myUserQueryOptions(), enabled: useIsLoggedIn() });
