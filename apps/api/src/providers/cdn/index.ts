import type { Config } from '../../config.ts';
import { NoCdn, type CdnPurger } from './cdn.ts';
import { CloudflareCdn } from './cloudflare.ts';

/** The CDN purge adapter from the configuration (config.ts already checked the keys are present). */
export function createCdn(config: Config): CdnPurger {
  if (config.CDN_PROVIDER === 'cloudflare') return new CloudflareCdn({ zoneId: config.CLOUDFLARE_ZONE_ID ?? '', apiToken: config.CLOUDFLARE_API_TOKEN ?? '' });
  return new NoCdn();
}
