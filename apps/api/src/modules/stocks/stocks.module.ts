import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import { createMarketData } from '../../providers/market-data/index.ts';
import { FavoritesService } from './stocks.favorites.ts';
import { stocksRoutes } from './stocks.routes.ts';
import { StocksService } from './stocks.service.ts';

/** Stock info, ranking and search from the market-data provider, and members' favourites (decision 005). */
export function createStocks(d: { db: Db }): AreaParts & { stocks: StocksService } {
  const stocks = new StocksService(createMarketData());
  const favorites = new FavoritesService(d.db, stocks);
  return { stocks, routes: { api: [mount(stocksRoutes, { stocks, favorites })] }, jobs: [] };
}
