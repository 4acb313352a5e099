import { randomBytes } from 'node:crypto';
import type { BillingCard, BillingCharge, BillingProvider } from './billing.ts';
import { PaymentError, type Payment } from './payment.ts';

/** What the sandbox billing window registers: a card that pays, one over its limit, one suspended. */
export type SandboxCardBehaviour = 'normal' | 'limit' | 'suspended';

export interface SandboxBillingChargeRow {
  paymentKey: string;
  orderId: string;
  amount: number;
  balanceAmount: number;
  status: 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED';
  approvedAt: Date;
}

/** Where the sandbox keeps its cards and charges: the database, so every API process sees the same ones. */
export interface SandboxBillingStore {
  /** The window's choice, waiting to be issued as a billing key (authKey → behaviour). */
  saveAuth(authKey: string, customerKey: string, behaviour: SandboxCardBehaviour): Promise<void>;
  /** Takes the auth once: a second issue with the same authKey finds nothing. */
  takeAuth(authKey: string, customerKey: string): Promise<SandboxCardBehaviour | undefined>;
  saveKey(billingKey: string, customerKey: string, behaviour: SandboxCardBehaviour): Promise<void>;
  findKey(billingKey: string): Promise<{ customerKey: string; behaviour: SandboxCardBehaviour } | undefined>;
  /** Inserts the charge unless one with this orderId exists; returns the stored one either way. */
  charge(row: Omit<SandboxBillingChargeRow, 'status' | 'balanceAmount' | 'approvedAt'>): Promise<SandboxBillingChargeRow>;
  findCharge(by: { orderId: string } | { paymentKey: string }): Promise<SandboxBillingChargeRow | undefined>;
  /** Lowers the balance of the locked row; null when it cannot (more than is left). */
  cancel(paymentKey: string, amount: number): Promise<SandboxBillingChargeRow | null>;
}

/** Toss's codes and messages for the cards the window offers, so failure handling reads the same with either. */
export const SANDBOX_CARD_REFUSALS = {
  limit: { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' },
  suspended: { code: 'INVALID_STOPPED_CARD', message: '정지된 카드 입니다.' },
} as const;

/**
 * An offline stand-in for Toss's billing API. The sandbox window's 등록 / 한도 초과 / 카드 정지 all register a card;
 * the last two refuse every charge as Toss does. A charge is kept by its orderId, so sending the same attempt again
 * answers the first result and charges once (Toss's Idempotency-Key does the same).
 */
export class SandboxBilling implements BillingProvider {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  readonly clientKey = null;

  constructor(private readonly store: SandboxBillingStore) {}

  /** The window's choice: an authKey the success page brings back. */
  async authorise(customerKey: string, behaviour: SandboxCardBehaviour): Promise<string> {
    const authKey = `sandbox_auth_${randomBytes(12).toString('hex')}`;
    await this.store.saveAuth(authKey, customerKey, behaviour);
    return authKey;
  }

  async issue(input: { authKey: string; customerKey: string }): Promise<BillingCard> {
    const behaviour = await this.store.takeAuth(input.authKey, input.customerKey);
    if (!behaviour) throw new PaymentError('declined', 'INVALID_AUTH_KEY', '카드 등록 정보가 만료되었거나 올바르지 않습니다.');
    const billingKey = `sandbox_bk_${randomBytes(16).toString('hex')}`;
    await this.store.saveKey(billingKey, input.customerKey, behaviour);
    const tail = { normal: '1234', limit: '5678', suspended: '9012' }[behaviour];
    return { billingKey, customerKey: input.customerKey, cardCompany: '샌드박스', cardNumber: `4330****${tail}****` };
  }

  async charge(input: BillingCharge): Promise<Payment> {
    const key = await this.store.findKey(input.billingKey);
    if (!key || key.customerKey !== input.customerKey) throw new PaymentError('declined', 'NOT_FOUND_BILLING', '존재하지 않는 빌링키 입니다.');
    const earlier = await this.store.findCharge({ orderId: input.orderId });
    if (earlier) return toPayment(earlier);
    if (key.behaviour !== 'normal') {
      const refusal = SANDBOX_CARD_REFUSALS[key.behaviour];
      throw new PaymentError('declined', refusal.code, refusal.message);
    }
    const paymentKey = `sandbox_${randomBytes(16).toString('hex')}`;
    return toPayment(await this.store.charge({ paymentKey, orderId: input.orderId, amount: input.amount }));
  }

  async findByOrderId(orderId: string): Promise<Payment> {
    const row = await this.store.findCharge({ orderId });
    if (!row) throw new PaymentError('not_found', 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    return toPayment(row);
  }

  async cancel(input: { paymentKey: string; cancelReason: string; cancelAmount: number; idempotencyKey: string }): Promise<Payment> {
    const found = await this.store.findCharge({ paymentKey: input.paymentKey });
    if (!found) throw new PaymentError('not_found', 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    const row = await this.store.cancel(input.paymentKey, input.cancelAmount);
    if (!row) throw new PaymentError('declined', 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    return toPayment(row);
  }
}

function toPayment(r: SandboxBillingChargeRow): Payment {
  return {
    paymentKey: r.paymentKey,
    orderId: r.orderId,
    status: r.status,
    totalAmount: r.amount,
    balanceAmount: r.balanceAmount,
    method: '카드',
    approvedAt: r.approvedAt.toISOString(),
    receiptUrl: null,
    installmentMonths: 0,
    interestFree: false,
    easyPayProvider: null,
    virtualAccount: null,
    secret: null,
    cancels: r.amount === r.balanceAmount ? [] : [{ cancelAmount: r.amount - r.balanceAmount, canceledAt: new Date().toISOString() }],
  };
}
