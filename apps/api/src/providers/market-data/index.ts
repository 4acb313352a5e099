import type { Config } from '../../config.ts';
import { BundledMarketData } from './bundled.ts';
import type { EodSource } from './eod-source.ts';
import { FscStockPrices } from './fsc.ts';
import type { MarketDataProvider } from './market-data.ts';
import { TiingoDaily } from './tiingo.ts';

let bundled: BundledMarketData | null = null;

/**
 * The generated sample provider, the offline default (docs/decisions/005); its series are regenerable
 * figures, so one instance serves every app in the process.
 */
export function createMarketData(): MarketDataProvider {
  bundled ??= new BundledMarketData();
  return bundled;
}

/** The real end-of-day sources configured (docs/decisions/098): the nightly import reads these, pages never do. */
export function createEodSources(
  config: Pick<Config, 'MARKET_DATA_KR' | 'FSC_SERVICE_KEY' | 'FSC_BASE_URL' | 'MARKET_DATA_US' | 'TIINGO_API_TOKEN' | 'TIINGO_BASE_URL'>,
): EodSource[] {
  const sources: EodSource[] = [];
  if (config.MARKET_DATA_KR === 'fsc' && config.FSC_SERVICE_KEY) {
    sources.push(new FscStockPrices({ serviceKey: config.FSC_SERVICE_KEY, baseUrl: config.FSC_BASE_URL }));
  }
  if (config.MARKET_DATA_US === 'tiingo' && config.TIINGO_API_TOKEN) {
    sources.push(new TiingoDaily({ token: config.TIINGO_API_TOKEN, baseUrl: config.TIINGO_BASE_URL }));
  }
  return sources;
}
