/**
 * A card/payment provider with Toss Payments' model: the browser opens the provider's
 * window, comes back with a paymentKey, and the server confirms it. Amounts are won.
 */

export type PaymentStatus = 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';

export interface Payment {
  paymentKey: string;
  orderId: string;
  status: PaymentStatus;
  totalAmount: number;
  /** What is left after cancels. */
  balanceAmount: number;
  /** '카드', '간편결제', … as the provider names it. */
  method: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
  cancels: { cancelAmount: number; canceledAt: string }[];
  /** Card: 0 = 일시불, else the 할부 months and whether the card company made it 무이자. */
  installmentMonths: number;
  interestFree: boolean;
  /** 간편결제: '카카오페이', '토스페이', '네이버페이'. */
  easyPayProvider: string | null;
  /** 가상계좌: where to deposit, by when, and the secret its DEPOSIT_CALLBACK carries. */
  virtualAccount: { bank: string; accountNumber: string; dueDate: string | null } | null;
  secret: string | null;
}

/** Toss's `refundReceiveAccount`: `bank` is Toss's bank code (contracts refundBanks), the number digits only. */
export interface RefundReceiveAccount {
  bank: string;
  accountNumber: string;
  holderName: string;
}

export interface CancelInput {
  paymentKey: string;
  cancelReason: string;
  cancelAmount?: number;
  refundReceiveAccount?: RefundReceiveAccount;
  idempotencyKey: string;
}

/** 현금영수증 kinds as Toss names them. */
export type CashReceiptKind = '소득공제' | '지출증빙';

export interface CashReceipt {
  receiptKey: string;
  /** IN_PROGRESS, COMPLETED, FAILED (Toss's issueStatus). */
  issueStatus: string;
  receiptUrl: string | null;
}

/** Why a provider call failed, in the shape the service decides on. */
export type PaymentErrorKind =
  /** The provider refused (card declined, limit exceeded, bad request): nothing was charged. */
  | 'declined'
  /** No answer in time or the connection broke: the outcome is unknown; fetch the payment to learn it. */
  | 'unknown'
  /** The provider says the payment/order does not exist. */
  | 'not_found'
  /** Our keys or request are wrong, or the provider is down: nothing was charged. */
  | 'provider';

export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    /** The provider's code, e.g. REJECT_CARD_PAYMENT, or TIMEOUT / NETWORK. */
    readonly providerCode: string,
    /** The provider's message (Korean for Toss), shown to the member when it is a refusal. */
    readonly providerMessage: string,
  ) {
    super(`${kind}: ${providerCode} ${providerMessage}`);
  }
}

export interface PaymentProvider {
  readonly name: 'toss' | 'sandbox';
  readonly sandbox: boolean;
  /** The browser SDK's client key (Toss); null for the sandbox. */
  readonly clientKey: string | null;
  /** Approves the payment the window authorised. Same idempotency key → same result, charged once. */
  confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<Payment>;
  get(paymentKey: string): Promise<Payment>;
  /**
   * Cancels all (no amount) or part of a payment. A 가상계좌 payment is refunded by bank transfer into
   * `refundReceiveAccount` (Toss refuses such a cancel without it); other methods go back the way they were paid.
   */
  cancel(input: CancelInput): Promise<Payment>;
  /** 현금영수증 for cash received (계좌이체, 가상계좌): POST /v1/cash-receipts. */
  issueCashReceipt(input: { amount: number; orderId: string; orderName: string; type: CashReceiptKind; customerIdentityNumber: string; idempotencyKey: string }): Promise<CashReceipt>;
  /** Cancels all (no amount) or part of a 현금영수증 (a refund). */
  cancelCashReceipt(input: { receiptKey: string; amount?: number; idempotencyKey: string }): Promise<CashReceipt>;
}
