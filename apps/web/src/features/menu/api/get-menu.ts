import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuCategory } from '@school/contracts';
import { menuApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** The whole category tree, hidden nodes included (the client filters). */
export async function getMenu(): Promise<MenuCategory[]> {
  // The schema (and zod with it) loads beside the request, from the menu's own module, not in the first bundle
  // (issue 13: initial JS). A malformed tree would break every page's side menu; it fails with a readable message.
  return callParsed(menuApi.menu, '메뉴', { schemas: import('@school/contracts/menu') });
}

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['comm', 'menu'],
    queryFn: getMenu,
    staleTime: 5 * 60_000,
  });

/** `enabled` false: not asked for yet (a tree already fetched is still given). */
export const useMenu = (enabled = true) => useQuery({ ...menuQueryOptions(), enabled });
