import type { BillingCard, BillingCharge, BillingProvider } from './billing.ts';
import { PaymentError, type Payment } from './payment.ts';
import { TossHttp, type TossHttpOptions } from './toss-http.ts';
import { toPayment } from './toss.ts';

export interface TossBillingOptions extends TossHttpOptions {
  clientKey: string;
}

interface TossBody {
  code?: string;
  message?: string;
  billingKey?: string;
  customerKey?: string;
  cardCompany?: string | null;
  cardNumber?: string | null;
  card?: { number?: string | null; issuerCode?: string | null } | null;
}

const PROVIDER_SIDE = new Set(['UNAUTHORIZED_KEY', 'INVALID_API_KEY', 'FAILED_INTERNAL_SYSTEM_PROCESSING', 'PROVIDER_ERROR', 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING']);
const NOT_FOUND = new Set(['NOT_FOUND_PAYMENT', 'NOT_FOUND', 'NOT_FOUND_BILLING']);

/**
 * Toss Payments 자동결제 (billing) API v1 (https://docs.tosspayments.com/reference#자동결제):
 * POST /v1/billing/authorizations/issue { authKey, customerKey } → { billingKey, card, … };
 * POST /v1/billing/{billingKey} { customerKey, amount, orderId, orderName } → a Payment, with an Idempotency-Key;
 * GET /v1/payments/orders/{orderId}; POST /v1/payments/{paymentKey}/cancel. Basic auth = base64("secretKey:").
 */
export class TossBilling implements BillingProvider {
  readonly name = 'toss' as const;
  readonly sandbox = false;
  readonly clientKey: string;
  private readonly http: TossHttp;

  constructor(options: TossBillingOptions) {
    this.http = new TossHttp(options, { notFound: NOT_FOUND, providerSide: PROVIDER_SIDE });
    this.clientKey = options.clientKey;
  }

  async issue(input: { authKey: string; customerKey: string }): Promise<BillingCard> {
    const b = await this.call('POST', '/v1/billing/authorizations/issue', { authKey: input.authKey, customerKey: input.customerKey });
    if (!b.billingKey) throw new PaymentError('provider', 'NO_BILLING_KEY', '빌링키가 발급되지 않았습니다.');
    return { billingKey: b.billingKey, customerKey: b.customerKey ?? input.customerKey, cardCompany: b.cardCompany ?? null, cardNumber: b.cardNumber ?? b.card?.number ?? null };
  }

  async charge(input: BillingCharge): Promise<Payment> {
    const body = { customerKey: input.customerKey, amount: input.amount, orderId: input.orderId, orderName: input.orderName };
    return toPayment(await this.call('POST', `/v1/billing/${encodeURIComponent(input.billingKey)}`, body, input.idempotencyKey));
  }

  async findByOrderId(orderId: string): Promise<Payment> {
    return toPayment(await this.call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`));
  }

  async cancel(input: { paymentKey: string; cancelReason: string; cancelAmount: number; idempotencyKey: string }): Promise<Payment> {
    const body = { cancelReason: input.cancelReason, cancelAmount: input.cancelAmount };
    return toPayment(await this.call('POST', `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, body, input.idempotencyKey));
  }

  private call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    return this.http.request<TossBody & Parameters<typeof toPayment>[0]>(method, path, body, idempotencyKey);
  }

}
