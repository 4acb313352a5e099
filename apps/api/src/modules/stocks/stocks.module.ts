import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mount, type AreaParts } from '../../http/mount.ts';
import type { EodSource } from '../../providers/market-data/eod-source.ts';
import { createEodSources, createMarketData } from '../../providers/market-data/index.ts';
import type { MarketDataProvider, Region } from '../../providers/market-data/market-data.ts';
import { FavoritesService } from './stocks.favorites.ts';
import { MarketImport } from './stocks.import.ts';
import { stocksRoutes } from './stocks.routes.ts';
import { StocksService } from './stocks.service.ts';
import { StoredMarketData } from './stocks.stored.ts';

type MarketConfig = Parameters<typeof createEodSources>[0] & Pick<Config, 'MARKET_IMPORT_CRON'>;

/**
 * Stock info, ranking and search, and members' favourites (decision 005). A region with a real end-of-day source
 * (decision 098) reads the imported tables only; the others keep the labelled sample series.
 */
export function createStocks(d: { db: Db; config: MarketConfig; sources?: EodSource[] }): AreaParts & { stocks: StocksService; marketImport: MarketImport } {
  const sources = d.sources ?? createEodSources(d.config);
  const providerOf = (region: Region): MarketDataProvider => {
    const source = sources.find((s) => s.region === region);
    return source ? new StoredMarketData(d.db, region, source.source, source.attribution) : createMarketData();
  };
  const stocks = new StocksService({ kr: providerOf('kr'), us: providerOf('us') });
  const favorites = new FavoritesService(d.db, stocks);
  const marketImport = new MarketImport(d.db, sources);
  // The stocks of a day are saved even when its benchmark index is not; the job then ends with a warning naming it.
  const nightly = async () => {
    const missing = (await marketImport.nightly()).filter((r) => r.indexError);
    if (missing.length > 0) throw new Error(`benchmark index not imported for ${missing.map((r) => `${r.region} ${r.day}`).join(', ')}: ${missing[0]!.indexError}`);
  };
  const jobs = marketImport.configured ? [{ name: 'market-eod-import', pattern: d.config.MARKET_IMPORT_CRON, run: nightly }] : [];
  return { stocks, marketImport, routes: { api: [mount(stocksRoutes, { stocks, favorites })] }, jobs };
}
