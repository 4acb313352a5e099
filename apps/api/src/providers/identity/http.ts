import { ProviderError } from '../outbox.ts';

export type HttpFetchJson = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

/** A JSON POST whose network failures and non-object answers become ProviderError. */
export function postJsonFn(fetch: HttpFetchJson, provider: string, timeoutMs = 8000) {
  return async (url: string, body: unknown) => {
    let res: Awaited<ReturnType<HttpFetchJson>>;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json;charset=UTF-8', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderError(provider, `request failed: ${(err as Error).message}`);
    }
    const json = await res.json().catch(() => null);
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new ProviderError(provider, `HTTP ${res.status}: not a JSON object`);
    return { ok: res.ok, status: res.status, json: json as Record<string, unknown> };
  };
}
