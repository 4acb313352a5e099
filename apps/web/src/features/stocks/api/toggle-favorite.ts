import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockRegion } from '@school/contracts';
import { stocksApi, type BodyOf } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { FAVORITES_KEY } from './get-favorites';

/** Adds a favourite, idempotent (5011 beyond the cap). */
export async function addFavorite(body: BodyOf<typeof stocksApi.addFavorite>): Promise<void> {
  unwrap(await apiCall(stocksApi.addFavorite, { body }));
}

/** Removes a favourite, idempotent. */
export async function removeFavorite(market: StockRegion, code: string): Promise<void> {
  unwrap(await apiCall(stocksApi.removeFavorite, { params: { region: market, code } }));
}

/** Adds or removes one favorite, then refreshes the list every page reads. */
export function useToggleFavoriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ market, code, on }: { market: StockRegion; code: string; on: boolean }) =>
      on ? addFavorite({ market, code }) : removeFavorite(market, code),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
