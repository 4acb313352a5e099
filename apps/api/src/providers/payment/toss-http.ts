import { PaymentError } from './payment.ts';

export type PaymentFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export interface TossHttpOptions {
  secretKey: string;
  baseUrl?: string;
  fetch?: PaymentFetch;
  /** Per call; a call that does not answer in time has an unknown outcome. */
  timeoutMs?: number;
}

/** How an API's error codes read: "no such thing", or "our request or the provider is at fault" (not the buyer). */
export interface TossErrorCodes {
  notFound: ReadonlySet<string>;
  providerSide: ReadonlySet<string>;
}

/**
 * One Toss Payments API call (core and billing alike): Basic auth = base64("secretKey:"), JSON both ways, an
 * Idempotency-Key on calls that move money, and Toss's error body turned into a `PaymentError` of the right kind.
 */
export class TossHttp {
  private readonly baseUrl: string;
  private readonly fetch: PaymentFetch;
  private readonly auth: string;

  constructor(
    private readonly options: TossHttpOptions,
    private readonly codes: TossErrorCodes,
  ) {
    this.baseUrl = (options.baseUrl ?? 'https://api.tosspayments.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  }

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: this.auth };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Awaited<ReturnType<PaymentFetch>>;
    let json: (T & { code?: string; message?: string }) | null;
    try {
      res = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      json = (await res.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      throw new PaymentError('unknown', timedOut ? 'TIMEOUT' : 'NETWORK', (err as Error).message);
    }
    if (!res.ok || !json) {
      const code = json?.code ?? `HTTP_${res.status}`;
      const message = json?.message ?? '';
      if (this.codes.notFound.has(code) || res.status === 404) throw new PaymentError('not_found', code, message);
      if (res.status >= 500 && !json?.code) throw new PaymentError('unknown', code, message);
      if (this.codes.providerSide.has(code) || res.status === 401 || res.status >= 500) throw new PaymentError('provider', code, message);
      throw new PaymentError('declined', code, message);
    }
    return json;
  }
}
