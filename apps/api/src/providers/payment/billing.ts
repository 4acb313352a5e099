import type { Payment } from './payment.ts';

/**
 * Automatic card payments (Toss Payments 자동결제): the browser's billing-auth window registers a card and comes
 * back with an authKey; the server turns it into a billing key once, then charges that key each period without
 * the member. Failures are thrown as PaymentError (payment.ts) with the same kinds as one-off payments.
 */

/** A registered card: the key to charge and what the member may see of the card. */
export interface BillingCard {
  billingKey: string;
  customerKey: string;
  /** '신한', '현대', … */
  cardCompany: string | null;
  /** Masked as the provider gives it, e.g. 43301234****123*. */
  cardNumber: string | null;
}

export interface BillingCharge {
  billingKey: string;
  customerKey: string;
  amount: number;
  /** Ours, unique per attempt; the payment is found by it when an answer was lost. */
  orderId: string;
  orderName: string;
  /** The same attempt sent again carries the same key: the provider charges it once. */
  idempotencyKey: string;
}

export interface BillingProvider {
  readonly name: 'toss' | 'sandbox';
  readonly sandbox: boolean;
  /** The browser SDK's client key (Toss) for requestBillingAuth; null for the sandbox window. */
  readonly clientKey: string | null;
  /** POST /v1/billing/authorizations/issue: authKey + customerKey → billing key. */
  issue(input: { authKey: string; customerKey: string }): Promise<BillingCard>;
  /** POST /v1/billing/{billingKey}: one charge. */
  charge(input: BillingCharge): Promise<Payment>;
  /** GET /v1/payments/orders/{orderId}: what became of a charge whose answer was lost; PaymentError 'not_found' when none. */
  findByOrderId(orderId: string): Promise<Payment>;
  /** POST /v1/payments/{paymentKey}/cancel: a refund of all or part of a charge. */
  cancel(input: { paymentKey: string; cancelReason: string; cancelAmount: number; idempotencyKey: string }): Promise<Payment>;
}
