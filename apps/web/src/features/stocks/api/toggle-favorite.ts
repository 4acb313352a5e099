import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockFavoriteBody, StockRegion } from '@school/contracts';
import { STOCK_FAVORITES_PATH } from '@school/contracts/plain';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { FAVORITES_KEY } from './get-favorites';

/** PUT /api/stocks/favorites {market, code}: idempotent add (5011 beyond the cap). */
export async function addFavorite(body: StockFavoriteBody): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'PUT', url: STOCK_FAVORITES_PATH, data: body }));
}

/** DELETE /api/stocks/favorites/{kr|us}/{code}: idempotent remove. */
export async function removeFavorite(market: StockRegion, code: string): Promise<void> {
  unwrap(await apiRequest<unknown>({ method: 'DELETE', url: `${STOCK_FAVORITES_PATH}/${market}/${encodeURIComponent(code)}` }));
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
