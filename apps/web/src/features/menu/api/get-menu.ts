import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuCategory } from '@school/contracts';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** GET /api/comm/menu: the whole category tree, hidden nodes included (the client filters). */
export async function getMenu(): Promise<MenuCategory[]> {
  // The schema (and zod with it) loads beside the request, not in the first bundle (issue 13: initial JS).
  const [data, { menuResponse }] = await Promise.all([
    apiRequest<unknown>({ method: 'GET', url: '/api/comm/menu' }).then(unwrap),
    import('@school/contracts/menu'),
  ]);
  // A malformed tree would break every page's side menu; fail loudly with a readable message instead.
  return parseData(menuResponse, data, '메뉴');
}

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['comm', 'menu'],
    queryFn: getMenu,
    staleTime: 5 * 60_000,
  });

/** `enabled` false: not asked for yet (a tree already fetched is still given). */
export const useMenu = (enabled = true) => useQuery({ ...menuQueryOptions(), enabled });
