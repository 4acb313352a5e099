import { DomainEvents } from '../../../lib/domain-events.ts';
import { randomBytes } from 'node:crypto';
import { maskAccountNumber, maskHolderName, type OrderDetail, type RefundAccount, type RefundQuote } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminRefundBody } from '@school/contracts/admin';
import { recordChange, type Actor } from '../../../db/audit.ts';
import type { Conn, Db } from '../../../db/client.ts';
import { appendLedger } from '../../../db/ledger.ts';
import { AppError } from '../../../http/app-error.ts';
import { roleOf, type Role } from '../../../http/auth.ts';
import type { Sealer } from '../../../lib/sealer.ts';
import { PaymentError, type PaymentProvider, type RefundReceiveAccount } from '../../../providers/payment/payment.ts';
import type { CashReceiptService } from '../payment/cash-receipt.service.ts';
import type { CouponService } from '../coupon/coupon.service.ts';
import { REFUNDABLE_STATES, toOrderDetail } from '../order/order-view.ts';
import { endEntitlements, findOrder, lockOrder, memberRole, deliveredLectures, refundsInProgress, updateOrder, type OrderRow } from '../order/order.queries.ts';
import type { PointsService } from '../points/points.service.ts';
import type { ProductService } from '../product/product.service.ts';
import { computeRefund, type RefundResult } from './refund-rule.ts';

type SealedAccount = RefundReceiveAccount & { key: string };

/** Toss's cancel refusals that mean "this refund account will not do" (decision 094): wrong number, name or bank. */
const REFUND_ACCOUNT_REFUSALS: ReadonlySet<string> = new Set(['INVALID_REFUND_ACCOUNT_INFO', 'INVALID_REFUND_ACCOUNT_NUMBER', 'INVALID_BANK', 'FORBIDDEN_BANK_REFUND_REQUEST']);

/**
 * Refunds (docs/decisions/023): the amount is computed by the server and shown with how
 * it was computed before the member confirms; inside the rule they complete on their own
 * (no operator console yet). Money goes back through the provider's partial cancel,
 * points and (on a full refund) the coupon come back, access ends.
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly products: ProductService,
    private readonly coupons: CouponService,
    private readonly points: PointsService,
    private readonly cashReceipts: CashReceiptService,
    private readonly log: FastifyBaseLogger,
    /** SEAL.refundAccount: the buyer's refund account of a 가상계좌 order, kept only until the cancel succeeds. */
    private readonly accounts: Sealer,
    /** Where a finished refund is announced (decision 113). */
    private readonly events: DomainEvents = new DomainEvents(log),
  ) {}

  /**
   * A 가상계좌 order needs the buyer's account (Toss refuses the cancel without it); any other order is refunded the way
   * it was paid, and an account given for it is refused, so a stolen session cannot redirect a card refund to a bank
   * account. `stored`: an account the member gave earlier (a review request) counts.
   */
  checkAccount(o: Pick<OrderRow, 'payMethod' | 'refundAccountSealed'>, account: RefundAccount | undefined, stored = false): void {
    if (o.payMethod !== 'virtual_account') {
      if (account) throw new AppError('REFUND_ACCOUNT_NOT_ACCEPTED');
      return;
    }
    if (!account && !(stored && o.refundAccountSealed)) throw new AppError('REFUND_ACCOUNT_REQUIRED');
  }

  /** The columns that keep an account: sealed whole, shown only masked. */
  accountColumns(a: RefundAccount) {
    // `key`: part of the cancel's idempotency key, so a corrected account is a new request to Toss (the refused one's
    // answer is not replayed) while every retry with the same account stays one request.
    const sealed: SealedAccount = { bank: a.bank, accountNumber: a.account_number, holderName: a.holder_name, key: randomBytes(6).toString('hex') };
    return {
      refundAccountSealed: this.accounts.seal(JSON.stringify(sealed)),
      refundBank: a.bank,
      refundAccountMasked: maskAccountNumber(a.account_number),
      refundHolderMasked: maskHolderName(a.holder_name),
    };
  }

  private openAccount(sealed: string | null): SealedAccount | null {
    const plain = sealed ? this.accounts.open(sealed) : null;
    return plain ? (JSON.parse(plain) as SealedAccount) : null;
  }

  private async compute(db: Conn, o: OrderRow, now = new Date()): Promise<RefundResult> {
    // What this purchase handed out, whatever was watched before it or for free (decision 080).
    const delivered = await deliveredLectures(db, o.orderSn);
    const totalLectures = o.productKind === 'course' && o.scopeCourseSn !== null ? await this.products.lecturesOf(o.scopeCourseSn, db) : 0;
    return computeRefund({
      kind: o.productKind === 'course' ? 'course' : 'pass',
      cash: o.amount,
      points: o.pointsUsed,
      months: o.productMonths,
      days: o.productDays,
      paidAt: o.paidAt ?? o.createdAt,
      validFrom: o.validFrom ?? now,
      validUntil: o.validUntil ?? now,
      now,
      deliveredLectures: delivered.length,
      deliveredTitles: delivered.map((l) => l.title),
      totalLectures,
      couponUsed: o.memberCouponId !== null,
    });
  }

  async quote(memberId: number, orderId: string): Promise<RefundQuote> {
    const o = await findOrder(this.db, orderId);
    if (!o || o.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
    const base = { order_id: o.orderId, paid_total: o.amount + o.pointsUsed };
    if (o.status === 'refund_requested') {
      return { ...base, refundable: true, reason: null, amount: o.refundAmount, points_returned: o.refundPoints, coupon_returned: false, rule: 'academy_pro_rata', lines: o.refundLines ?? [], access_ends: true };
    }
    if (!REFUNDABLE_STATES.has(o.status)) {
      return { ...base, refundable: false, reason: o.status === 'refunded' ? '이미 환불된 주문입니다.' : '결제가 완료된 주문만 환불할 수 있습니다.', amount: 0, points_returned: 0, coupon_returned: false, rule: 'none', lines: [], access_ends: false };
    }
    const r = await this.compute(this.db, o);
    return {
      ...base,
      refundable: r.total > 0,
      reason: r.total > 0 ? null : '환불 기준에 따라 환불할 금액이 없습니다.',
      amount: r.cash,
      points_returned: r.points,
      coupon_returned: r.couponReturned && o.memberCouponId !== null,
      rule: r.rule,
      lines: r.lines,
      access_ends: r.total > 0,
    };
  }

  async request(memberId: number, orderId: string, expectedAmount: number, reason: string, account?: RefundAccount): Promise<OrderDetail> {
    const current = await findOrder(this.db, orderId);
    if (!current || current.memberId !== memberId) throw new AppError('ORDER_NOT_FOUND');
    // Checked before anything changes: a 가상계좌 refund without an account is refused here, not at the provider.
    // A retry of a refund already asked for may rely on the account kept with it.
    this.checkAccount(current, account, current.status === 'refund_requested');
    // One transaction locks the order, counts its deliveries and freezes access (status refund_requested) before the
    // provider is called (decision 103): a delivery takes a shared lock on the order first, so it either committed
    // before the count or finds the order frozen and is refused (8400).
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (!o) throw new AppError('ORDER_NOT_FOUND');
      if (o.status === 'refund_requested') {
        // A retry: finish what was asked. A new account only replaces one the bank refused (none kept): while one is
        // kept, its cancel may have gone through unanswered, and a second account would mean a second idempotency key.
        if (account && o.payMethod === 'virtual_account' && !o.refundAccountSealed) await updateOrder(tx, o.orderSn, this.accountColumns(account));
        return;
      }
      if (!REFUNDABLE_STATES.has(o.status)) throw new AppError('REFUND_NOT_ALLOWED');
      const r = await this.compute(tx, o);
      if (r.total === 0) throw new AppError('REFUND_NOT_ALLOWED', { message: '환불 기준에 따라 환불할 금액이 없습니다.' });
      if (r.cash !== expectedAmount) throw new AppError('REFUND_AMOUNT_CHANGED', { data: { amount: r.cash, lines: r.lines } });
      await updateOrder(tx, o.orderSn, {
        status: 'refund_requested',
        refundAmount: r.cash,
        refundPoints: r.points,
        refundCoupon: r.couponReturned ? 'Y' : 'N',
        refundLines: r.lines,
        refundReason: reason.slice(0, 500) || null,
        refundRequestedAt: new Date(),
        ...(account ? this.accountColumns(account) : {}),
      });
    });
    await this.complete(orderId);
    const o = await findOrder(this.db, orderId);
    return toOrderDetail(o!);
  }

  /**
   * An operator's refund from the console (docs/decisions/063), beside the rule members get: the rule's
   * amount, everything paid, or an amount the operator sets (never more than the cash paid). Audited;
   * then finished exactly like a member's refund (provider cancel, access ends, points and coupon back).
   */
  async refundByOperator(actor: Actor & { role: Role }, orderId: string, body: AdminRefundBody): Promise<OrderDetail> {
    const current = await findOrder(this.db, orderId);
    if (!current) throw new AppError('ORDER_NOT_FOUND');
    // Money to an operator's own account needs a second person, of admin rank (decision 080).
    if (current.memberId === actor.memberId) throw new AppError('ADMIN_SELF_MONEY');
    if (actor.role !== 'admin' && roleOf((await memberRole(this.db, current.memberId)) ?? 'member') !== 'member') throw new AppError('ADMIN_MONEY_RANK_REQUIRED');
    // A 가상계좌 order goes back only into the account its member entered (with a refund or review request): an account
    // an operator typed could be the operator's own (decision 080), so the console has no such field.
    this.checkAccount(current, undefined, true);
    if (!REFUNDABLE_STATES.has(current.status) || current.status === 'refund_requested') throw new AppError('REFUND_NOT_ALLOWED');
    const label = { rule: '환불 기준대로', full: '전액', custom: '운영자가 정한 금액' }[body.mode];
    // Locked, counted and frozen in one transaction, as a member's refund is.
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (!o || o.status !== current.status) throw new AppError('REFUND_NOT_ALLOWED');
      const r = await this.compute(tx, o);
      const full = body.mode === 'full';
      const cash = full ? o.amount : body.mode === 'custom' ? (body.amount ?? 0) : r.cash;
      const points = full ? o.pointsUsed : r.points;
      if (cash > o.amount) throw new AppError('REFUND_NOT_ALLOWED', { message: `결제한 금액(${o.amount.toLocaleString('ko-KR')}원)보다 많이 환불할 수 없습니다.` });
      if (cash + points === 0) throw new AppError('REFUND_NOT_ALLOWED', { message: '환불할 금액이 없습니다. 금액을 정하거나 전액 환불을 골라 주세요.' });
      const lines = [...(body.mode === 'rule' ? r.lines : []), body.member_note ? `운영자 환불 (${label}): ${body.member_note}` : `운영자 환불 (${label})`];
      await updateOrder(tx, o.orderSn, {
        status: 'refund_requested',
        refundAmount: cash,
        refundPoints: points,
        refundCoupon: full || (body.mode === 'rule' && r.couponReturned) ? 'Y' : 'N',
        refundLines: lines,
        refundReason: body.reason,
        refundRequestedAt: new Date(),
        refundBy: actor.memberId,
      });
      await recordChange(tx, actor, {
        action: 'order.refund',
        targetType: 'order',
        targetId: orderId,
        before: { status: o.status, amount: o.amount, points_used: o.pointsUsed },
        after: { mode: body.mode, refund_amount: cash, refund_points: points, rule_amount: r.cash },
        reason: body.reason,
      });
    });
    await this.complete(orderId);
    return toOrderDetail((await findOrder(this.db, orderId))!);
  }

  /** The rule's quote for any member's order (the console shows it before an operator decides). */
  async quoteForOperator(orderId: string): Promise<RefundQuote> {
    const o = await findOrder(this.db, orderId);
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return this.quote(o.memberId, orderId);
  }

  /** Cancels at the provider (idempotent per order) and finishes the refund; REFUND_FAILED leaves it for the retry job. */
  async complete(orderId: string): Promise<void> {
    const o = await findOrder(this.db, orderId);
    if (!o || o.status !== 'refund_requested') return;
    if (o.refundAmount > 0 && o.paymentKey) {
      // 가상계좌: Toss pays the refund into the buyer's own account, which must come with the cancel.
      const account = o.payMethod === 'virtual_account' ? this.openAccount(o.refundAccountSealed) : null;
      if (o.payMethod === 'virtual_account' && !account) throw new AppError('REFUND_ACCOUNT_REQUIRED');
      try {
        await this.provider.cancel({
          paymentKey: o.paymentKey,
          cancelReason: '고객 환불 요청',
          ...(o.refundAmount < o.amount ? { cancelAmount: o.refundAmount } : {}),
          ...(account ? { refundReceiveAccount: { bank: account.bank, accountNumber: account.accountNumber, holderName: account.holderName } } : {}),
          idempotencyKey: account ? `refund-${o.orderId}-${account.key}` : `refund-${o.orderId}`,
        });
      } catch (err) {
        if (!(err instanceof PaymentError)) throw err;
        // Never the account in a log line: the order, the kind and the provider's code only.
        this.log.warn({ orderId, kind: err.kind, code: err.providerCode }, 'refund cancel failed');
        if (REFUND_ACCOUNT_REFUSALS.has(err.providerCode)) {
          // Retrying the same account cannot help: drop it and ask the member (or the operator) for another.
          await updateOrder(this.db, o.orderSn, { refundAccountSealed: null, refundBank: null, refundAccountMasked: null, refundHolderMasked: null });
          throw new AppError('REFUND_ACCOUNT_REJECTED');
        }
        // The provider said no (not a lost answer): nothing was refunded, so the order is as it was before.
        if (err.kind === 'declined' && err.providerCode !== 'ALREADY_CANCELED_PAYMENT') {
          await this.unfreeze(orderId);
          throw new AppError('REFUND_FAILED', { message: '결제 회사가 환불을 거절했습니다. 주문은 환불 전 상태로 돌아갔습니다. 고객센터로 문의해 주세요.' });
        }
        // Already cancelled at the provider (an earlier attempt whose answer was lost): finish here.
        if (err.providerCode !== 'ALREADY_CANCELED_PAYMENT') throw new AppError('REFUND_FAILED');
      }
    }
    await this.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!locked || locked.status !== 'refund_requested') return;
      await endEntitlements(tx, locked.orderSn);
      if (locked.refundPoints > 0) {
        await this.points.giveBack(tx, { memberId: locked.memberId, orderSn: locked.orderSn, orderedAt: locked.createdAt, amount: locked.refundPoints, reason: 'refund', description: `환불로 포인트 반환 (${locked.orderName})`, actor: locked.refundBy === null ? { type: 'member' } : { type: 'operator', id: locked.refundBy } });
      }
      if (locked.refundCoupon === 'Y') await this.coupons.release(tx, locked.orderSn);
      await appendLedger(tx, {
        memberId: locked.memberId,
        kind: 'order_refund',
        source: { type: 'order', id: locked.orderSn },
        won: -locked.refundAmount,
        actor: locked.refundBy === null ? { type: 'member' } : { type: 'operator', id: locked.refundBy },
        reason: `환불 (${locked.orderName})`,
      });
      // The refund is paid: the account is not needed any more (its masked form stays on the order).
      await updateOrder(tx, locked.orderSn, { status: 'refunded', refundedAt: new Date(), refundAccountSealed: null });
    });
    // The 현금영수증 follows the money back: all of it on a full refund, the refunded part otherwise.
    if (o.refundAmount > 0) await this.cashReceipts.cancel(orderId, o.refundAmount < o.amount ? o.refundAmount : undefined);
    // Awaited: the notice is in the member's list when the refund's answer arrives (decision 135).
    await this.events.publish('refund.completed', { orderId });
  }

  /** A refund the provider refused: access and the order come back as they were before it was asked for. */
  private async unfreeze(orderId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      if (!o || o.status !== 'refund_requested') return;
      const status = o.settledAt ? 'settled' : o.receiptDueAt ? 'awaiting_receipt' : 'paid';
      await updateOrder(tx, o.orderSn, { status, refundAmount: 0, refundPoints: 0, refundCoupon: 'N', refundLines: null, refundRequestedAt: null, refundBy: null, refundAccountSealed: null });
    });
  }

  /** Refunds whose provider cancel failed earlier are retried by the job. */
  async retryPending(): Promise<number> {
    let n = 0;
    for (const { orderId } of await refundsInProgress(this.db, 50)) {
      await this.complete(orderId).then(
        () => (n += 1),
        (err: unknown) => this.log.warn({ err, orderId }, 'refund retry failed'),
      );
    }
    return n;
  }
}

