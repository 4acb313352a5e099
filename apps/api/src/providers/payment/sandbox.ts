import { randomBytes } from 'node:crypto';
import { refundBanks } from '@school/contracts';
import { PaymentError, type CancelInput, type CashReceipt, type CashReceiptKind, type Payment, type PaymentProvider, type PaymentStatus } from './payment.ts';

export interface SandboxPaymentRow {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  status: string;
  behaviour: string;
  balanceAmount: number;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: string; key: string }[];
  approvedAt: Date | null;
  method: string;
  installmentMonths: number;
  secret: string | null;
}

/** The sandbox's methods (contracts payMethods) as Toss reports them: method and 간편결제 provider. */
const TOSS_METHOD: Record<string, { method: string; easyPay: string | null }> = {
  card: { method: '카드', easyPay: null },
  tosspay: { method: '간편결제', easyPay: '토스페이' },
  kakaopay: { method: '간편결제', easyPay: '카카오페이' },
  naverpay: { method: '간편결제', easyPay: '네이버페이' },
  transfer: { method: '계좌이체', easyPay: null },
  virtual_account: { method: '가상계좌', easyPay: null },
};

/** Where the sandbox keeps its payments: the database, so every API process sees the same ones. */
export interface SandboxPaymentStore {
  insert(row: { paymentKey: string; orderId: string; orderName: string; amount: number; behaviour: 'normal' | 'slow'; method: string; installmentMonths: number }): Promise<void>;
  /** The sandbox payment of an order waiting for (or after) a 가상계좌 deposit. */
  findByOrder(orderId: string): Promise<SandboxPaymentRow | undefined>;
  find(paymentKey: string): Promise<SandboxPaymentRow | undefined>;
  /** Applies `change` to the locked row inside one transaction and returns the result. */
  update(paymentKey: string, change: (row: SandboxPaymentRow) => Partial<SandboxPaymentRow> | null): Promise<SandboxPaymentRow | undefined>;
}

export interface SandboxOptions {
  store: SandboxPaymentStore;
  /** Our own receipt page for a paid order. */
  receiptUrl: (orderId: string) => string;
  /** How long a 'slow' confirm keeps the caller waiting before it gives up (the caller's timeout). */
  slowMs: number;
}

/**
 * What Toss answers to a 가상계좌 cancel without a usable refund account. Sandbox convention: an account number
 * ending in 0000 is one the bank refuses (INVALID_REFUND_ACCOUNT_INFO), so the refused-account path can be tried.
 */
function refundAccountRefusal(a: CancelInput['refundReceiveAccount']): PaymentError | null {
  if (!a) return new PaymentError('provider', 'INVALID_REQUEST', '가상계좌 결제의 환불은 환불받을 계좌 정보(refundReceiveAccount)가 필요합니다.');
  if (!refundBanks.some((b) => b.code === a.bank)) return new PaymentError('declined', 'INVALID_BANK', '유효하지 않은 은행입니다.');
  if (!/^\d{10,20}$/.test(a.accountNumber)) return new PaymentError('declined', 'INVALID_REFUND_ACCOUNT_NUMBER', '잘못된 환불 계좌번호입니다.');
  if (!a.holderName.trim() || a.accountNumber.endsWith('0000')) return new PaymentError('declined', 'INVALID_REFUND_ACCOUNT_INFO', '환불 계좌번호와 예금주명이 일치하지 않습니다.');
  return null;
}

/** Toss's messages for the window's refusals, so the failure page reads the same with either provider. */
export const SANDBOX_FAILURES = {
  decline: { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' },
  cancel: { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' },
} as const;

/**
 * An offline stand-in for Toss Payments: the sandbox window authorises a payment
 * (READY), confirm approves it (DONE), cancel refunds all or part of it. A payment
 * the window marked 'slow' answers confirm only after the caller's timeout and is
 * then aborted, like a provider that never approved it.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  readonly clientKey = null;

  constructor(private readonly options: SandboxOptions) {}

  /** The window's 승인 / 시간 초과: an authorised payment waiting for the server's confirm. */
  async authorise(input: { orderId: string; orderName: string; amount: number; slow: boolean; method: string; installmentMonths: number }): Promise<string> {
    const paymentKey = `sandbox_${randomBytes(16).toString('hex')}`;
    await this.options.store.insert({
      paymentKey,
      orderId: input.orderId,
      orderName: input.orderName,
      amount: input.amount,
      behaviour: input.slow ? 'slow' : 'normal',
      method: input.method,
      installmentMonths: input.installmentMonths,
    });
    return paymentKey;
  }

  /**
   * The sandbox bank: 입금 (WAITING_FOR_DEPOSIT → DONE) or 입금 취소 (DONE → WAITING_FOR_DEPOSIT) of an order's
   * 가상계좌. Returns what Toss's DEPOSIT_CALLBACK would carry, or null when there is nothing to change.
   */
  async depositEvent(orderId: string, kind: 'deposit' | 'return'): Promise<{ orderId: string; secret: string; status: string } | null> {
    const found = await this.options.store.findByOrder(orderId);
    if (!found?.secret) return null;
    const [from, to] = kind === 'deposit' ? (['WAITING_FOR_DEPOSIT', 'DONE'] as const) : (['DONE', 'WAITING_FOR_DEPOSIT'] as const);
    let moved = false;
    const row = await this.options.store.update(found.paymentKey, (r) => {
      if (r.status !== from) return null;
      moved = true;
      return { status: to, approvedAt: to === 'DONE' ? new Date() : null };
    });
    if (!moved || !row?.secret) return null;
    return { orderId, secret: row.secret, status: to };
  }

  async confirm(input: { paymentKey: string; orderId: string; amount: number; idempotencyKey: string }): Promise<Payment> {
    const row = await this.options.store.find(input.paymentKey);
    if (!row) throw new PaymentError('not_found', 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
    if (row.orderId !== input.orderId || row.amount !== input.amount) {
      throw new PaymentError('declined', 'INVALID_REQUEST', '결제 금액 또는 주문 번호가 결제 요청과 다릅니다.');
    }
    if (row.behaviour === 'slow' && row.status === 'READY') {
      await this.options.store.update(input.paymentKey, (r) => (r.status === 'READY' ? { status: 'ABORTED' } : null));
      await new Promise((resolve) => setTimeout(resolve, this.options.slowMs));
      throw new PaymentError('unknown', 'TIMEOUT', '결제 승인 응답 시간이 초과되었습니다.');
    }
    const waits = row.method === 'virtual_account';
    const updated = await this.options.store.update(input.paymentKey, (r) =>
      r.status !== 'READY' ? null : waits ? { status: 'WAITING_FOR_DEPOSIT', secret: randomBytes(16).toString('hex') } : { status: 'DONE', approvedAt: new Date() },
    );
    if (!updated || updated.status === 'ABORTED') throw new PaymentError('declined', 'NOT_AVAILABLE_PAYMENT', '결제 승인 시간이 지나 결제가 취소되었습니다.');
    return this.toPayment(updated);
  }

  async get(paymentKey: string): Promise<Payment> {
    const row = await this.options.store.find(paymentKey);
    if (!row) throw new PaymentError('not_found', 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    return this.toPayment(row);
  }

  async cancel(input: CancelInput): Promise<Payment> {
    const refusals: PaymentError[] = [];
    const row = await this.options.store.update(input.paymentKey, (r) => {
      if (r.cancels.some((c) => c.key === input.idempotencyKey)) return null; // a repeat: same answer, no second cancel
      if (r.method === 'virtual_account') {
        // As Toss: a 가상계좌 refund is a bank transfer into the buyer's account, so it needs one that can be paid into.
        const refusal = refundAccountRefusal(input.refundReceiveAccount);
        if (refusal) {
          refusals.push(refusal);
          return null;
        }
      }
      if (r.status !== 'DONE' && r.status !== 'PARTIAL_CANCELED') {
        refusals.push(new PaymentError('declined', 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.'));
        return null;
      }
      const amount = input.cancelAmount ?? r.balanceAmount;
      if (amount <= 0 || amount > r.balanceAmount) {
        refusals.push(new PaymentError('declined', 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.'));
        return null;
      }
      const balanceAmount = r.balanceAmount - amount;
      return {
        balanceAmount,
        status: balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
        cancels: [...r.cancels, { cancelAmount: amount, cancelReason: input.cancelReason, canceledAt: new Date().toISOString(), key: input.idempotencyKey }],
      };
    });
    if (refusals[0]) throw refusals[0];
    if (!row) throw new PaymentError('not_found', 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    return this.toPayment(row);
  }

  issueCashReceipt(input: { amount: number; orderId: string; orderName: string; type: CashReceiptKind; customerIdentityNumber: string; idempotencyKey: string }): Promise<CashReceipt> {
    return Promise.resolve({ receiptKey: `sandbox_cr_${input.orderId}`, issueStatus: 'COMPLETED', receiptUrl: null });
  }

  cancelCashReceipt(input: { receiptKey: string; amount?: number; idempotencyKey: string }): Promise<CashReceipt> {
    return Promise.resolve({ receiptKey: input.receiptKey, issueStatus: 'COMPLETED', receiptUrl: null });
  }

  private toPayment(r: SandboxPaymentRow): Payment {
    const kind = TOSS_METHOD[r.method] ?? TOSS_METHOD.card!;
    const waiting = r.method === 'virtual_account' && r.secret !== null;
    return {
      paymentKey: r.paymentKey,
      orderId: r.orderId,
      status: r.status as PaymentStatus,
      totalAmount: r.amount,
      balanceAmount: r.balanceAmount,
      method: kind.method,
      approvedAt: r.approvedAt?.toISOString() ?? null,
      receiptUrl: r.status === 'READY' || r.status === 'ABORTED' || r.status === 'WAITING_FOR_DEPOSIT' ? null : this.options.receiptUrl(r.orderId),
      cancels: r.cancels.map((c) => ({ cancelAmount: c.cancelAmount, canceledAt: c.canceledAt })),
      installmentMonths: r.installmentMonths,
      interestFree: false,
      easyPayProvider: kind.easyPay,
      virtualAccount: waiting ? { bank: '샌드박스은행', accountNumber: `9${r.paymentKey.replace(/\D/g, '').padEnd(13, '0').slice(0, 13)}`, dueDate: null } : null,
      secret: r.secret,
    };
  }
}
