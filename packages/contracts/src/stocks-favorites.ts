import { z } from 'zod';
import './zod-locale.ts';
import { STOCK_CODE_MAX, stockCode, stockCurrency, stockRegion, stockSearchItem } from './stocks.ts';

// ---------------------------------------------------------------- member favorites (관심 종목)

/**
 * Paths of a member's favorite stocks. Every call needs a signed-in member (0907 without a token) and
 * acts on that member only: no member id is ever taken from input.
 * - GET    /api/stocks/favorites[?market=kr|us]   → stockFavoritesResponse (newest first)
 * - PUT    /api/stocks/favorites {market, code}   → stockFavoriteItem (adding twice is a no-op)
 * - DELETE /api/stocks/favorites/{kr|us}/{code}   → stockFavoriteRemoved (removing twice is a no-op)
 */
/** At most this many favorites per member (code 5011 beyond it). */
export const STOCK_FAVORITES_MAX = 100;

export const stockFavoriteBody = z.strictObject({ market: stockRegion, code: stockCode });
export type StockFavoriteBody = z.input<typeof stockFavoriteBody>;
export const stockFavoritesQuery = z.strictObject({ market: stockRegion.optional() });

/** A favorite: the search item's shape (company + price + change_rate) plus its region, change and when it was added. */
export const stockFavoriteItem = stockSearchItem.extend({
  region: z.enum(['kr', 'us']),
  currency: stockCurrency,
  change: z.number().nullable(),
  added_at: z.iso.datetime({ offset: true }),
});
export type StockFavoriteItem = z.infer<typeof stockFavoriteItem>;

export const stockFavoritesResponse = z.strictObject({
  is_sample: z.enum(['Y', 'N']),
  notice: z.string().max(200).nullable(),
  max: z.number().int().positive(),
  items: z.array(stockFavoriteItem).max(STOCK_FAVORITES_MAX),
});
export type StockFavoritesResponse = z.infer<typeof stockFavoritesResponse>;

export const stockFavoriteRemoved = z.strictObject({
  region: z.enum(['kr', 'us']),
  code: z.string().max(STOCK_CODE_MAX),
  /** false when it was not a favorite (already removed): still a success. */
  removed: z.boolean(),
});
export type StockFavoriteRemoved = z.infer<typeof stockFavoriteRemoved>;
