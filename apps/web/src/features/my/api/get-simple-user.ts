import { queryOptions, useQuery } from '@tanstack/react-query';
import { simpleUser, type SimpleUser } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';

/** GET /api/my/simpleUser: name, nickname and e-mail for summaries. */
export async function getSimpleUser(): Promise<SimpleUser> {
  const parsed = simpleUser.safeParse(unwrap(await apiRequest<unknown>({ method: 'GET', url: '/api/my/simpleUser' })));
  if (!parsed.success) throw new Error('회원 정보의 형식이 올바르지 않습니다.');
  return parsed.data;
}

export const simpleUserQueryOptions = () => queryOptions({ queryKey: ['my', 'simpleUser'], queryFn: getSimpleUser });

// Member data is only asked for with a session: right after a sign-out a mounted page must not refetch it.
export const useSimpleUser = () => useQuery({ ...simpleUserQueryOptions(), enabled: useIsLoggedIn() });
