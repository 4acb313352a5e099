import { DomainEvents } from '../../../lib/domain-events.ts';
import { addMonths, commerceLimits, type ConfirmInput, type OrderDetail } from '@school/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn, Db } from '../../../db/client.ts';
import { appendLedger } from '../../../db/ledger.ts';
import { AppError } from '../../../http/app-error.ts';
import { businessDaysAfter } from '../../../lib/business-days.ts';
import { PaymentError, type Payment, type PaymentProvider } from '../../../providers/payment/payment.ts';
import type { CashReceiptService } from './cash-receipt.service.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import { PAID_STATES, toOrderDetail } from '../order/order-view.ts';
import {
  findOrder,
  findOrderByPaymentKey,
  insertEntitlement,
  latestPassEnd,
  claimConfirm,
  endEntitlements,
  lockMemberGrants,
  lockOrder,
  settleDue,
  stalePendingOrders,
  updateOrder,
  type OrderRow,
} from '../order/order.queries.ts';
import type { PointsService } from '../points/points.service.ts';
import type { ProductRow } from '../product/product.queries.ts';
import { insertWebhookRecord } from './sandbox.queries.ts';
import type { WebhookGate } from './webhook-gate.ts';

type Outcome = { kind: 'declined'; code: string; message: string } | { kind: 'timeout' } | { kind: 'unknown' } | { kind: 'provider' } | { kind: 'mismatch' };

/** The refusal a waiting confirm reports when the lease holder's attempt failed. */
function failureOf(o: OrderRow): AppError {
  if (o.failCode === 'TIMEOUT') return new AppError('PAYMENT_TIMEOUT');
  return new AppError('PAYMENT_DECLINED', o.failReason ? { message: `결제가 승인되지 않았습니다. (${o.failReason})` } : {});
}

const GONE: ReadonlySet<string> = new Set(['ABORTED', 'EXPIRED', 'CANCELED']);
/** 가상계좌 whose payment names no due date: deposit within three days. */
const DEPOSIT_DAYS = 3;
/** Granted orders a turned-back deposit takes back (a refund in progress or done is the refund's business). */
const DEPOSIT_REVOCABLE: ReadonlySet<string> = new Set(['paid', 'awaiting_receipt', 'settled']);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the order keeps of the provider's method: '카드', '계좌이체', '간편결제 (카카오페이)'. */
function methodOf(payment: Payment): string | null {
  return payment.easyPayProvider ? `간편결제 (${payment.easyPayProvider})`.slice(0, 30) : payment.method;
}

/**
 * Payment confirmation and everything that turns a provider's payment into a purchase
 * (docs/decisions/021). One order row lock serialises confirms, webhooks and the
 * reconciliation job of an order; the provider call carries an idempotency key derived
 * from the order, so a repeat never charges twice and a lost answer is learned by
 * fetching the payment.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly coupons: CouponService,
    private readonly points: PointsService,
    private readonly cashReceipts: CashReceiptService,
    private readonly log: FastifyBaseLogger,
    /** The webhooks' limits per client address and per order (decision 104). */
    readonly webhookGate: WebhookGate,
    /** How long one confirm may take (the provider's confirm and a fetch after a lost answer). */
    private readonly leaseMs: number = 25_000,
    /** The time purchases are stamped with (tests set it to dates around holidays). */
    private readonly clock: () => Date = () => new Date(),
    /** The 예금주 a 가상계좌 shows at the bank: Toss issues it in the merchant's name, which its answer does not repeat. */
    private readonly vaHolder: string | null = null,
    /** Where a confirm, a deposit and a webhook's payment are announced once committed (decision 113). */
    private readonly events: DomainEvents = new DomainEvents(log),
  ) {}

  /**
   * Confirms, then announces the order paid (or its 가상계좌 issued); a subscriber never fails the confirm. Awaited:
   * the notice is in the member's list when the answer arrives (the bell counts it at once, decision 135); its mail
   * and other channels go on after the answer.
   */
  async confirm(memberId: number, body: ConfirmInput): Promise<OrderDetail> {
    const detail = await this.confirmOnce(memberId, body);
    await this.events.publish('payment.confirmed', { orderId: detail.order_id });
    return detail;
  }

  private async confirmOnce(memberId: number, body: ConfirmInput): Promise<OrderDetail> {
    // Parallel confirms of one order: one holds the lease and talks to the provider; the
    // others wait for its result without holding a connection or a lock.
    const deadline = Date.now() + this.leaseMs + 2000;
    for (;;) {
      const o = await findOrder(this.db, body.orderId);
      if (!o || o.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
      if (PAID_STATES.has(o.status)) {
        if (o.paymentKey === body.paymentKey) return toOrderDetail(o);
        throw new AppError('ORDER_NOT_PAYABLE');
      }
      if (o.status === 'failed' && o.paymentKey === body.paymentKey) throw failureOf(o);
      if (o.status !== 'pending') throw new AppError(o.status === 'expired' ? 'ORDER_EXPIRED' : 'ORDER_NOT_PAYABLE');
      // The amount is checked before the provider hears of it: a tampered amount charges nothing.
      if (body.amount !== o.amount) throw new AppError('ORDER_AMOUNT_MISMATCH');
      if (o.paymentKey && o.paymentKey !== body.paymentKey) throw new AppError('PAYMENT_PROVIDER_MISMATCH');
      if (o.expiresAt.getTime() < Date.now() && !o.paymentKey) {
        await this.db.transaction(async (tx) => {
          const locked = await lockOrder(tx, o.orderId);
          if (locked?.status === 'pending') await this.lapse(tx, locked, 'expired', null, null);
        });
        throw new AppError('ORDER_EXPIRED');
      }
      if (await claimConfirm(this.db, o.orderSn, body.paymentKey, this.leaseMs)) return this.confirmClaimed(o, body.paymentKey);
      if (Date.now() > deadline) throw new AppError('PAYMENT_TIMEOUT');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The lease holder: asks the provider, then applies the answer under the order's row lock. */
  private async confirmClaimed(o: OrderRow, paymentKey: string): Promise<OrderDetail> {
    let payment: Payment | null = null;
    let outcome: Outcome | null = null;
    try {
      payment = await this.provider.confirm({ paymentKey, orderId: o.orderId, amount: o.amount, idempotencyKey: `confirm-${o.orderId}` });
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      this.log.warn({ orderId: o.orderId, kind: err.kind, code: err.providerCode }, 'payment confirm failed');
      if (err.kind === 'declined' || err.kind === 'not_found') outcome = { kind: 'declined', code: err.providerCode, message: err.providerMessage };
      else if (err.kind === 'provider') outcome = { kind: 'provider' };
      else {
        // The answer was lost: ask the provider what happened.
        const known = await this.fetch(paymentKey);
        if (!known) outcome = { kind: 'unknown' };
        else if (known.status === 'DONE') payment = known;
        else outcome = GONE.has(known.status) ? { kind: 'timeout' } : { kind: 'unknown' };
      }
    }
    // 가상계좌: the confirm issues the account; the purchase waits for the deposit (DEPOSIT_CALLBACK).
    const waiting = payment?.status === 'WAITING_FOR_DEPOSIT' && o.payMethod === 'virtual_account' && payment.secret !== null;
    if (payment && ((payment.status !== 'DONE' && !waiting) || payment.orderId !== o.orderId || payment.totalAmount !== o.amount)) {
      this.log.error({ orderId: o.orderId, payment }, 'provider payment does not match the order');
      outcome = { kind: 'mismatch' };
    }
    await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, o.orderId);
      if (!locked) return;
      await updateOrder(tx, locked.orderSn, { confirmingUntil: null });
      if (locked.status !== 'pending') return; // a webhook got there first
      if (!outcome && payment && waiting) await this.awaitDeposit(tx, locked, payment);
      else if (!outcome && payment) await this.grant(tx, locked, payment);
      else if (outcome?.kind === 'declined') await this.lapse(tx, locked, 'failed', outcome.code, outcome.message);
      else if (outcome?.kind === 'timeout') await this.lapse(tx, locked, 'failed', 'TIMEOUT', '결제 승인 응답 시간이 초과되어 결제되지 않았습니다.');
      else if (outcome?.kind === 'mismatch') await this.lapse(tx, locked, 'failed', 'MISMATCH', '결제 정보가 주문과 일치하지 않습니다.');
      else if (outcome?.kind === 'provider') await updateOrder(tx, locked.orderSn, { paymentKey: null });
    });
    if (!outcome) {
      await this.cashReceipts.issue(o.orderId);
      return this.detailOf(o.orderId);
    }
    switch (outcome.kind) {
      case 'declined':
        throw new AppError('PAYMENT_DECLINED', outcome.message ? { message: `결제가 승인되지 않았습니다. (${outcome.message})` } : {});
      case 'timeout':
      case 'unknown':
        throw new AppError('PAYMENT_TIMEOUT');
      case 'provider':
        throw new AppError('PAYMENT_PROVIDER_FAILED');
      case 'mismatch':
        throw new AppError('PAYMENT_PROVIDER_MISMATCH');
    }
  }

  /** 가상계좌 issued: the order stays pending until the deposit, and expires with the account. */
  private async awaitDeposit(tx: Conn, o: OrderRow, payment: Payment): Promise<void> {
    const va = payment.virtualAccount;
    const stated = va?.dueDate ? new Date(va.dueDate) : null;
    const due = stated && !Number.isNaN(stated.getTime()) ? stated : new Date(this.clock().getTime() + DEPOSIT_DAYS * 86_400_000);
    await updateOrder(tx, o.orderSn, {
      depositSecret: payment.secret,
      vaBank: va?.bank.slice(0, 30) ?? null,
      vaAccount: va?.accountNumber.slice(0, 40) ?? null,
      vaDueAt: due,
      vaHolder: this.vaHolder,
      expiresAt: due,
      method: methodOf(payment),
    });
  }

  /**
   * Toss's DEPOSIT_CALLBACK (가상계좌 입금, 입금 취소). The secret must be the one Toss returned for that payment; the
   * payment is then fetched and its current state applied, so a replay or a late, out-of-order delivery changes
   * nothing: DONE grants a pending order; a granted order whose deposit was turned back loses its access (waiting
   * again while the account is open, else cancelled) and its 현금영수증.
   */
  async depositCallback(body: { orderId: string; secret: string; status: string }): Promise<string> {
    const o = await findOrder(this.db, body.orderId);
    if (!o?.depositSecret || !o.paymentKey || !sameSecret(o.depositSecret, body.secret)) throw new AppError('PAYMENT_DEPOSIT_SECRET');
    const paymentKey = o.paymentKey;
    await this.webhookGate.payment(o.orderId);
    let payment: Payment;
    try {
      payment = await this.provider.get(paymentKey);
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      throw new AppError('PAYMENT_PROVIDER_FAILED');
    }
    const outcome = await this.db.transaction(async (tx): Promise<string> => {
      const locked = await lockOrder(tx, o.orderId);
      if (!locked || locked.paymentKey !== payment.paymentKey || payment.orderId !== locked.orderId) return 'ignored: other payment';
      if (locked.status === 'pending' && payment.status === 'DONE' && payment.totalAmount === locked.amount) {
        await this.grant(tx, locked, payment);
        return 'granted';
      }
      const returned = await this.depositReturned(tx, locked, payment);
      if (returned) return returned;
      if (locked.status === 'pending' && GONE.has(payment.status)) {
        await this.lapse(tx, locked, 'expired', payment.status, '가상계좌 입금 기한이 지났습니다.');
        return 'expired';
      }
      return 'unchanged';
    });
    await insertWebhookRecord(this.db, { eventType: `DEPOSIT_CALLBACK ${body.status}`, paymentKey, outcome });
    if (outcome === 'granted') await this.cashReceipts.issue(o.orderId);
    if (outcome.startsWith('returned')) await this.cashReceipts.cancel(o.orderId);
    if (outcome === 'granted') void this.events.publish('payment.paid', { orderId: o.orderId, via: 'deposit' });
    if (outcome === 'expired') void this.events.publish('payment.deposit_expired', { orderId: o.orderId });
    return outcome;
  }

  /**
   * A 가상계좌 deposit Toss turned back (the payment no longer DONE after the grant: WAITING_FOR_DEPOSIT again, or
   * CANCELED): the access it gave ends; the order waits again while the account is open, else it is cancelled.
   */
  private async depositReturned(tx: Conn, locked: OrderRow, payment: Payment): Promise<string | null> {
    if (locked.payMethod !== 'virtual_account' || !DEPOSIT_REVOCABLE.has(locked.status) || payment.status === 'DONE') return null;
    await endEntitlements(tx, locked.orderSn);
    await appendLedger(tx, { memberId: locked.memberId, kind: 'payment_reversal', source: { type: 'order', id: locked.orderSn }, won: -locked.amount, actor: { type: 'system' }, reason: `가상계좌 입금 취소 (${locked.orderName})` });
    const now = this.clock();
    if (payment.status === 'WAITING_FOR_DEPOSIT' && locked.vaDueAt && locked.vaDueAt > now) {
      await updateOrder(tx, locked.orderSn, { status: 'pending', paidAt: null, receiptDueAt: null, settledAt: null, settledBy: null, expiresAt: locked.vaDueAt });
      return 'returned: waiting for deposit';
    }
    await this.lapse(tx, locked, 'cancelled', payment.status, '가상계좌 입금이 취소되었습니다.');
    return 'returned: cancelled';
  }

  /** failUrl reached (declined in the window, closed by the buyer): the order ends, coupon and points come back. */
  async fail(memberId: number, orderId: string, code: string, message: string): Promise<OrderDetail> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (!o || o.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
      // A payment already in progress (its key is known) is settled by confirm/reconciliation, not by the browser.
      if (o.status !== 'pending' || o.paymentKey) return;
      const cancelled = code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL';
      await this.lapse(tx, o, cancelled ? 'cancelled' : 'failed', code || null, message || null);
    });
    return this.detailOf(orderId);
  }

  /**
   * Provider webhook (PAYMENT_STATUS_CHANGED; Toss signs no payment event): the body only says which payment to look at.
   * It must name one of our orders — by order id, or the payment key a confirm stored — before the provider is asked
   * (at most a few times a minute per order); the payment is then fetched and only what the provider says is applied
   * (replays change nothing). A key that matches no order is neither looked up nor stored.
   */
  async webhook(eventType: string, paymentKey: string | undefined, orderId?: string): Promise<string> {
    const { outcome, orderId: known } = await this.webhookApply(paymentKey, orderId);
    if (!known) return outcome;
    await insertWebhookRecord(this.db, { eventType, paymentKey: paymentKey ?? null, outcome });
    if (outcome === 'granted') await this.cashReceipts.issue(known);
    if (outcome.startsWith('returned')) await this.cashReceipts.cancel(known);
    if (outcome === 'granted') void this.events.publish('payment.paid', { orderId: known, via: 'webhook' });
    return outcome;
  }

  private async webhookApply(paymentKey: string | undefined, orderId: string | undefined): Promise<{ outcome: string; orderId?: string }> {
    if (!paymentKey) return { outcome: 'ignored: no paymentKey' };
    const o = orderId ? await findOrder(this.db, orderId) : await findOrderByPaymentKey(this.db, paymentKey);
    if (!o || (o.paymentKey !== null && o.paymentKey !== paymentKey)) return { outcome: 'ignored: unknown payment' };
    await this.webhookGate.payment(o.orderId);
    let payment: Payment;
    try {
      payment = await this.provider.get(paymentKey);
    } catch (err) {
      if (err instanceof PaymentError && err.kind === 'not_found') return { outcome: 'ignored: unknown payment' };
      throw new AppError('PAYMENT_PROVIDER_FAILED');
    }
    if (payment.orderId !== o.orderId) return { outcome: 'ignored: unknown payment' };
    const outcome = await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, o.orderId);
      if (!locked) return 'ignored: no order';
      if (locked.paymentKey && locked.paymentKey !== payment.paymentKey) return 'ignored: other payment';
      if (locked.status === 'pending' && payment.status === 'DONE' && payment.totalAmount === locked.amount) {
        await updateOrder(tx, locked.orderSn, { paymentKey: payment.paymentKey });
        await this.grant(tx, locked, payment);
        return 'granted';
      }
      const returned = await this.depositReturned(tx, locked, payment);
      if (returned) return returned;
      if (locked.status === 'pending' && GONE.has(payment.status) && locked.paymentKey) {
        await this.lapse(tx, locked, 'failed', payment.status, '결제가 완료되지 않았습니다.');
        return 'failed';
      }
      return 'unchanged';
    });
    return { outcome, orderId: o.orderId };
  }

  /**
   * A pass given by an operator (console, with a reason in the audit log): access only, no order and no
   * money, extending a running pass of the same scope exactly as a purchase would. Runs in the caller's
   * transaction so the grant and its audit row commit together.
   */
  async grantPassByHand(tx: Conn, memberId: number, product: ProductRow): Promise<{ title: string; validFrom: Date; validUntil: Date }> {
    if (product.kind !== 'pass' || product.months === null) throw new AppError('ADMIN_PRODUCT_NOT_PASS');
    await lockMemberGrants(tx, memberId);
    const now = this.clock();
    const caSn = product.scopeType === 'category' ? product.caSn : null;
    const end = await latestPassEnd(tx, memberId, caSn);
    const from = end && end > now ? end : now;
    const until = addMonths(from, product.months);
    await insertEntitlement(tx, { memberId, kind: 'pass', caSn, orderSn: null, validFrom: from, validUntil: until });
    return { title: product.title, validFrom: from, validUntil: until };
  }

  /** Gives the purchase: access (extending a running pass of the same scope), coupon used, escrow clock started. */
  async grant(tx: Conn, o: OrderRow, payment: Payment | null): Promise<void> {
    await lockMemberGrants(tx, o.memberId);
    const now = this.clock();
    if (o.productKind === 'pass') {
      const caSn = o.scopeType === 'category' ? o.scopeCaSn : null;
      const end = await latestPassEnd(tx, o.memberId, caSn);
      const from = end && end > now ? end : now;
      await insertEntitlement(tx, { memberId: o.memberId, kind: 'pass', caSn, orderSn: o.orderSn, validFrom: from, validUntil: addMonths(from, o.productMonths ?? 1) });
    } else {
      await insertEntitlement(tx, {
        memberId: o.memberId,
        kind: 'course',
        courseSn: o.scopeCourseSn,
        orderSn: o.orderSn,
        validFrom: now,
        validUntil: new Date(now.getTime() + o.productDays * 86_400_000),
      });
    }
    await this.coupons.markUsed(tx, o.orderSn);
    // The purchase in the one ledger (decision 103): the cash paid and the coupon's discount, with the grant.
    await appendLedger(tx, { memberId: o.memberId, kind: 'order_payment', source: { type: 'order', id: o.orderSn }, won: o.amount, actor: { type: 'member' }, reason: o.orderName });
    await appendLedger(tx, { memberId: o.memberId, kind: 'coupon_use', source: { type: 'order', id: o.orderSn }, discount: o.couponDiscount, actor: { type: 'member' }, reason: o.couponName ?? '쿠폰' });
    const escrow = o.amount > 0;
    await updateOrder(tx, o.orderSn, {
      status: escrow ? 'awaiting_receipt' : 'paid',
      paidAt: now,
      receiptDueAt: escrow ? businessDaysAfter(now, commerceLimits.receiptBusinessDays) : null,
      method: payment ? methodOf(payment) : escrow ? null : '포인트·쿠폰',
      receiptUrl: payment?.receiptUrl ?? null,
      installmentMonths: payment?.installmentMonths ?? 0,
      interestFree: payment?.interestFree ?? false,
    });
  }

  /** The order did not become a purchase: coupon and points go back to the member. */
  async lapse(tx: Conn, o: OrderRow, status: 'failed' | 'cancelled' | 'expired', code: string | null, reason: string | null): Promise<void> {
    await updateOrder(tx, o.orderSn, { status, failCode: code?.slice(0, 100) ?? null, failReason: reason?.slice(0, 500) ?? null });
    await this.coupons.release(tx, o.orderSn);
    if (o.pointsUsed > 0) {
      await this.points.giveBack(tx, {
        memberId: o.memberId,
        orderSn: o.orderSn,
        orderedAt: o.createdAt,
        amount: o.pointsUsed,
        reason: 'order_cancel',
        description: `주문 미완료로 포인트 반환 (${o.orderName})`,
        // An order that ran out of time lapses by the schedule; a failed or cancelled one ended in the member's payment.
        actor: status === 'expired' ? { type: 'system' } : { type: 'member' },
      });
    }
  }

  /**
   * Pending orders past their time: a payment whose confirm answer was lost is learned
   * from the provider (granted if it went through), the rest expire.
   */
  async reconcile(memberId: number | null = null, limit = 100): Promise<number> {
    let n = 0;
    for (const { orderId } of await stalePendingOrders(this.db, memberId, limit)) {
      const key = (await findOrder(this.db, orderId))?.paymentKey ?? null;
      const payment = key ? await this.fetch(key) : null;
      if (key && !payment) continue; // provider unreachable: try again next round
      await this.db.transaction(async (tx) => {
        const o = await lockOrder(tx, orderId);
        if (!o || o.status !== 'pending') return;
        if (payment && payment.status === 'DONE' && payment.orderId === o.orderId && payment.totalAmount === o.amount) await this.grant(tx, o, payment);
        else await this.lapse(tx, o, 'expired', payment?.status ?? null, null);
        n += 1;
      });
      await this.cashReceipts.issue(orderId);
    }
    return n;
  }

  /** Escrow: purchases not confirmed by the member within 3 business days settle by themselves. */
  settleDue(limit = 500, at: Date = this.clock()): Promise<number> {
    return settleDue(this.db, limit, at);
  }

  async detailOf(orderId: string): Promise<OrderDetail> {
    const o = await findOrder(this.db, orderId);
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return toOrderDetail(o);
  }

  private async fetch(paymentKey: string): Promise<Payment | null> {
    try {
      return await this.provider.get(paymentKey);
    } catch (err) {
      if (err instanceof PaymentError && err.kind === 'not_found') {
        return { paymentKey, orderId: '', status: 'ABORTED', totalAmount: 0, balanceAmount: 0, method: null, approvedAt: null, receiptUrl: null, cancels: [], installmentMonths: 0, interestFree: false, easyPayProvider: null, virtualAccount: null, secret: null };
      }
      return null;
    }
  }
}
