import { BundledMarketData } from './bundled.ts';
import type { MarketDataProvider } from './market-data.ts';

let bundled: BundledMarketData | null = null;

/**
 * The market-data provider. Only the bundled sample set exists so far (docs/decisions/005); its
 * generated series are regenerable figures, so one instance serves every app in the process.
 */
export function createMarketData(): MarketDataProvider {
  bundled ??= new BundledMarketData();
  return bundled;
}
