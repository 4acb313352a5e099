import { ProviderError, type FetchLike } from '../outbox.ts';
import type { CdnPurger } from './cdn.ts';

export interface CloudflareCdnOptions {
  zoneId: string;
  /** An API token with the zone's Cache Purge permission. */
  apiToken: string;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

interface CloudflareResponse {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
}

// Cloudflare takes at most 100 operations (URLs) per purge request on every plan.
const URLS_PER_REQUEST = 100;

/**
 * Cloudflare's cache purge, API v4: POST {base}/client/v4/zones/{zone_id}/purge_cache with a bearer API token and
 * `{"files": [url, …]}` (purge by single file, available on every plan). The answer is `{ success, errors, … }`.
 */
export class CloudflareCdn implements CdnPurger {
  readonly name = 'cloudflare';
  private readonly baseUrl: string;
  private readonly fetch: FetchLike;

  constructor(private readonly options: CloudflareCdnOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.cloudflare.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async purgeUrls(urls: string[]): Promise<void> {
    for (let i = 0; i < urls.length; i += URLS_PER_REQUEST) await this.purge(urls.slice(i, i + URLS_PER_REQUEST));
  }

  private async purge(files: string[]): Promise<void> {
    const url = `${this.baseUrl}/client/v4/zones/${encodeURIComponent(this.options.zoneId)}/purge_cache`;
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.apiToken}` },
        body: JSON.stringify({ files }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw new ProviderError(this.name, `request failed: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as CloudflareResponse | null;
    if (!res.ok || json?.success !== true) {
      const errors = (json?.errors ?? []).map((e) => `${e.code ?? ''} ${e.message ?? ''}`.trim()).join('; ');
      throw new ProviderError(this.name, `HTTP ${res.status} ${errors}`.trim());
    }
  }
}
