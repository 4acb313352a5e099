import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockFavoritesResponse } from '@school/contracts';
import { stocksApi } from '@school/contracts/endpoints';
import { useIsLoggedIn, useSessionStore } from '../../../stores/session';
import { callParsed } from '../../../lib/get-parsed';

/** The member's favourites (member only): both markets, newest first; pages filter by market. */
export function getFavorites(signal?: AbortSignal): Promise<StockFavoritesResponse> {
  return callParsed(stocksApi.favorites, '종목', { signal });
}

export const FAVORITES_KEY = ['stocks', 'favorites'] as const;

/** Keyed by the signed-in account, so a different member never sees the previous one's cached list. */
export const favoritesQueryOptions = (account: string) =>
  queryOptions({ queryKey: [...FAVORITES_KEY, account], queryFn: ({ signal }) => getFavorites(signal) });

/** Only asked when signed in: for a visitor the call would answer 0907 and send them to /login. */
export function useFavorites() {
  const loggedIn = useIsLoggedIn();
  const account = useSessionStore((s) => s.user?.email ?? '');
  return useQuery({ ...favoritesQueryOptions(account), enabled: loggedIn });
}
