import { PaymentError, type Payment, type PaymentProvider, type PaymentStatus } from './payment.ts';

export type PaymentFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export interface TossOptions {
  secretKey: string;
  clientKey: string;
  baseUrl?: string;
  fetch?: PaymentFetch;
  /** Per call; a confirm that does not answer in time has an unknown outcome. */
  timeoutMs?: number;
}

interface TossPaymentBody {
  paymentKey?: string;
  orderId?: string;
  status?: string;
  totalAmount?: number;
  balanceAmount?: number;
  method?: string | null;
  approvedAt?: string | null;
  receipt?: { url?: string } | null;
  cancels?: { cancelAmount?: number; canceledAt?: string }[] | null;
  code?: string;
  message?: string;
}

/** Toss codes meaning "the request was wrong on our side or the provider is unwell", not a refusal of the buyer. */
const PROVIDER_SIDE = new Set(['UNAUTHORIZED_KEY', 'INVALID_API_KEY', 'INVALID_REQUEST', 'FAILED_INTERNAL_SYSTEM_PROCESSING', 'PROVIDER_ERROR', 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING']);
const NOT_FOUND = new Set(['NOT_FOUND_PAYMENT', 'NOT_FOUND_PAYMENT_SESSION', 'NOT_FOUND']);

/**
 * Toss Payments core API v1 (https://docs.tosspayments.com/reference):
 * POST /v1/payments/confirm, GET /v1/payments/{paymentKey}, POST /v1/payments/{paymentKey}/cancel.
 * Basic auth is base64("secretKey:"); calls that move money carry an Idempotency-Key.
 */
export class TossPayments implements PaymentProvider {
  readonly name = 'toss' as const;
  readonly sandbox = false;
  readonly clientKey: string;
  private readonly baseUrl: string;
  private readonly fetch: PaymentFetch;
  private readonly auth: string;

  constructor(private readonly options: TossOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.tosspayments.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    this.clientKey = options.clientKey;
  }

  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<Payment> {
    return this.call('POST', '/v1/payments/confirm', { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount }, input.idempotencyKey);
  }

  get(paymentKey: string): Promise<Payment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  cancel(input: { paymentKey: string; cancelReason: string; cancelAmount?: number; idempotencyKey: string }): Promise<Payment> {
    const body: Record<string, unknown> = { cancelReason: input.cancelReason };
    if (input.cancelAmount !== undefined) body.cancelAmount = input.cancelAmount;
    return this.call('POST', `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, body, input.idempotencyKey);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<Payment> {
    const headers: Record<string, string> = { authorization: this.auth };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Awaited<ReturnType<PaymentFetch>>;
    let json: TossPaymentBody | null;
    try {
      res = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      json = (await res.json().catch(() => null)) as TossPaymentBody | null;
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      throw new PaymentError('unknown', timedOut ? 'TIMEOUT' : 'NETWORK', (err as Error).message);
    }
    if (!res.ok || !json) {
      const code = json?.code ?? `HTTP_${res.status}`;
      const message = json?.message ?? '';
      if (NOT_FOUND.has(code) || res.status === 404) throw new PaymentError('not_found', code, message);
      if (res.status >= 500 && !json?.code) throw new PaymentError('unknown', code, message);
      if (PROVIDER_SIDE.has(code) || res.status === 401 || res.status >= 500) throw new PaymentError('provider', code, message);
      throw new PaymentError('declined', code, message);
    }
    return toPayment(json);
  }
}

export function toPayment(b: TossPaymentBody): Payment {
  return {
    paymentKey: String(b.paymentKey ?? ''),
    orderId: String(b.orderId ?? ''),
    status: (b.status ?? 'READY') as PaymentStatus,
    totalAmount: Number(b.totalAmount ?? 0),
    balanceAmount: Number(b.balanceAmount ?? b.totalAmount ?? 0),
    method: b.method ?? null,
    approvedAt: b.approvedAt ?? null,
    receiptUrl: b.receipt?.url ?? null,
    cancels: (b.cancels ?? []).map((c) => ({ cancelAmount: Number(c.cancelAmount ?? 0), canceledAt: String(c.canceledAt ?? '') })),
  };
}
