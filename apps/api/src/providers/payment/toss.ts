import { TossHttp, type TossHttpOptions } from './toss-http.ts';
import { type CancelInput, type CashReceipt, type CashReceiptKind, type Payment, type PaymentProvider, type PaymentStatus } from './payment.ts';

export type { PaymentFetch } from './toss-http.ts';

export interface TossOptions extends TossHttpOptions {
  clientKey: string;
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
  card?: { installmentPlanMonths?: number; isInterestFree?: boolean } | null;
  easyPay?: { provider?: string } | null;
  virtualAccount?: { accountNumber?: string; bankCode?: string; dueDate?: string | null } | null;
  secret?: string | null;
  code?: string;
  message?: string;
}

interface TossCashReceiptBody {
  receiptKey?: string;
  issueStatus?: string;
  receiptUrl?: string | null;
}

/** Toss's two-digit bank codes for the banks that issue 가상계좌 (others are shown by code). */
const BANKS: Record<string, string> = {
  '39': '경남은행', '34': '광주은행', '12': '단위농협', '32': '부산은행', '45': '새마을금고', '88': '신한은행', '48': '신협',
  '20': '우리은행', '71': '우체국', '37': '전북은행', '03': 'IBK기업은행', '06': 'KB국민은행', '31': 'iM뱅크', '81': '하나은행', '11': 'NH농협은행', '23': 'SC제일은행', '07': '수협은행',
};

/** Toss codes meaning "the request was wrong on our side or the provider is unwell", not a refusal of the buyer. */
const PROVIDER_SIDE = new Set(['UNAUTHORIZED_KEY', 'INVALID_API_KEY', 'INVALID_REQUEST', 'FAILED_INTERNAL_SYSTEM_PROCESSING', 'PROVIDER_ERROR', 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING']);
const NOT_FOUND = new Set(['NOT_FOUND_PAYMENT', 'NOT_FOUND_PAYMENT_SESSION', 'NOT_FOUND']);

/**
 * Toss Payments core API v1 (https://docs.tosspayments.com/reference):
 * POST /v1/payments/confirm, GET /v1/payments/{paymentKey}, POST /v1/payments/{paymentKey}/cancel,
 * POST /v1/cash-receipts and POST /v1/cash-receipts/{receiptKey}/cancel (현금영수증).
 * Basic auth is base64("secretKey:"); calls that move money carry an Idempotency-Key.
 */
export class TossPayments implements PaymentProvider {
  readonly name = 'toss' as const;
  readonly sandbox = false;
  readonly clientKey: string;
  private readonly http: TossHttp;

  constructor(options: TossOptions) {
    this.http = new TossHttp(options, { notFound: NOT_FOUND, providerSide: PROVIDER_SIDE });
    this.clientKey = options.clientKey;
  }

  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<Payment> {
    return this.call('POST', '/v1/payments/confirm', { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount }, input.idempotencyKey);
  }

  get(paymentKey: string): Promise<Payment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  cancel(input: CancelInput): Promise<Payment> {
    const body: Record<string, unknown> = { cancelReason: input.cancelReason };
    if (input.cancelAmount !== undefined) body.cancelAmount = input.cancelAmount;
    // 가상계좌 only: { bank (Toss's bank code), accountNumber (digits), holderName }.
    if (input.refundReceiveAccount) body.refundReceiveAccount = { ...input.refundReceiveAccount };
    return this.call('POST', `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, body, input.idempotencyKey);
  }

  async issueCashReceipt(input: { amount: number; orderId: string; orderName: string; type: CashReceiptKind; customerIdentityNumber: string; idempotencyKey: string }): Promise<CashReceipt> {
    const body = { amount: input.amount, orderId: input.orderId, orderName: input.orderName, customerIdentityNumber: input.customerIdentityNumber, type: input.type };
    return toCashReceipt(await this.http.request<TossCashReceiptBody>('POST', '/v1/cash-receipts', body, input.idempotencyKey));
  }

  async cancelCashReceipt(input: { receiptKey: string; amount?: number; idempotencyKey: string }): Promise<CashReceipt> {
    const body = input.amount === undefined ? {} : { amount: input.amount };
    return toCashReceipt(await this.http.request<TossCashReceiptBody>('POST', `/v1/cash-receipts/${encodeURIComponent(input.receiptKey)}/cancel`, body, input.idempotencyKey));
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<Payment> {
    return toPayment(await this.http.request<TossPaymentBody>(method, path, body, idempotencyKey));
  }


}

function toCashReceipt(b: TossCashReceiptBody): CashReceipt {
  return { receiptKey: String(b.receiptKey ?? ''), issueStatus: String(b.issueStatus ?? 'IN_PROGRESS'), receiptUrl: b.receiptUrl ?? null };
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
    installmentMonths: Number(b.card?.installmentPlanMonths ?? 0),
    interestFree: b.card?.isInterestFree === true,
    easyPayProvider: b.easyPay?.provider ?? null,
    virtualAccount: b.virtualAccount
      ? { bank: BANKS[b.virtualAccount.bankCode ?? ''] ?? String(b.virtualAccount.bankCode ?? ''), accountNumber: String(b.virtualAccount.accountNumber ?? ''), dueDate: b.virtualAccount.dueDate ?? null }
      : null,
    secret: b.secret ?? null,
  };
}
