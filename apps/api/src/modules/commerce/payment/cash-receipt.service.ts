import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Sealer } from '../../../lib/sealer.ts';
import { PaymentError, type PaymentProvider } from '../../../providers/payment/payment.ts';
import { PAID_STATES } from '../order/order-view.ts';
import { cashReceiptsDue, findOrder, lockOrder, updateOrder } from '../order/order.queries.ts';

/** 010-****-5678 for a phone, 123-45-***** for a business number. */
export function maskIdentity(identity: string): string {
  if (identity.length === 10 && !identity.startsWith('01')) return `${identity.slice(0, 3)}-${identity.slice(3, 5)}-*****`;
  return `${identity.slice(0, 3)}-****-${identity.slice(-4)}`;
}

/**
 * 현금영수증 for 계좌이체 and 가상계좌 (decision 094): issued through the provider once the cash is in (confirm or
 * deposit), cancelled when the payment is fully refunded or the deposit turned back. Each call carries an idempotency
 * key per order, so a retry after a lost answer never issues twice; the job retries what is left.
 */
export class CashReceiptService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly sealer: Sealer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The sealed form of a phone or business number, kept until the receipt is issued. */
  seal(identity: string): string {
    return this.sealer.seal(identity);
  }

  async issue(orderId: string): Promise<void> {
    const o = await findOrder(this.db, orderId);
    if (!o || o.cashReceiptStatus !== 'requested' || !PAID_STATES.has(o.status) || o.status === 'refunded') return;
    const identity = o.cashReceiptIdentity ? this.sealer.open(o.cashReceiptIdentity) : null;
    if (!identity) return this.settle(orderId, 'requested', { cashReceiptStatus: 'failed' });
    try {
      const r = await this.provider.issueCashReceipt({
        amount: o.amount,
        orderId: o.orderId,
        orderName: o.orderName,
        type: o.cashReceiptType === 'expense' ? '지출증빙' : '소득공제',
        customerIdentityNumber: identity,
        idempotencyKey: `cash-receipt-${o.orderId}`,
      });
      if (r.issueStatus === 'FAILED') return this.settle(orderId, 'requested', { cashReceiptStatus: 'failed' });
      // Issued: the number is no longer needed (only its masked form stays).
      return this.settle(orderId, 'requested', { cashReceiptStatus: 'issued', cashReceiptKey: r.receiptKey, cashReceiptUrl: r.receiptUrl, cashReceiptIdentity: null });
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      this.log.warn({ orderId, kind: err.kind, code: err.providerCode }, 'cash receipt issue failed');
      if (err.kind === 'declined') return this.settle(orderId, 'requested', { cashReceiptStatus: 'failed' });
    }
  }

  /** Cancels all of an issued receipt, or `amount` of it (a partial refund: the receipt stays issued for the rest). */
  async cancel(orderId: string, amount?: number): Promise<void> {
    const o = await findOrder(this.db, orderId);
    if (!o || o.cashReceiptStatus !== 'issued' || !o.cashReceiptKey) return;
    try {
      await this.provider.cancelCashReceipt({ receiptKey: o.cashReceiptKey, ...(amount === undefined ? {} : { amount }), idempotencyKey: `cash-receipt-cancel-${o.orderId}` });
      if (amount === undefined) await this.settle(orderId, 'issued', { cashReceiptStatus: 'cancelled' });
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      this.log.warn({ orderId, kind: err.kind, code: err.providerCode }, 'cash receipt cancel failed');
    }
  }

  /** The job: receipts still to issue, and those of fully refunded orders still to cancel. */
  async retryDue(limit = 50): Promise<number> {
    const due = await cashReceiptsDue(this.db, limit);
    for (const { orderId } of due) {
      const o = await findOrder(this.db, orderId);
      if (o?.cashReceiptStatus === 'requested') await this.issue(orderId);
      else await this.cancel(orderId);
    }
    return due.length;
  }

  private async settle(orderId: string, from: string, set: Parameters<typeof updateOrder>[2]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (o?.cashReceiptStatus === from) await updateOrder(tx, o.orderSn, set);
    });
  }
}
