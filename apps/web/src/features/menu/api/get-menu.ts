import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuResponse, type MenuCategory } from '@school/contracts';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/comm/menu: the whole category tree, hidden nodes included (the client filters). */
export async function getMenu(): Promise<MenuCategory[]> {
  // A malformed tree would break every page's side menu; fail loudly with a readable message instead.
  return getParsed('/api/comm/menu', menuResponse, '메뉴');
}

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['comm', 'menu'],
    queryFn: getMenu,
    staleTime: 5 * 60_000,
  });

export const useMenu = () => useQuery(menuQueryOptions());
