import { addMonths, subscriptionRetryDays } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { appendLedger } from '../../db/ledger.ts';
import type { Sealer } from '../../lib/sealer.ts';
import type { BillingProvider } from '../../providers/payment/billing.ts';
import { PaymentError, type Payment } from '../../providers/payment/payment.ts';
import { addDays } from './renewal-date.ts';
import * as q from './subscription.queries.ts';

export type ChargeOutcome = { kind: 'paid' } | { kind: 'voided' } | { kind: 'failed'; message: string } | { kind: 'unknown' } | { kind: 'busy' };

/** The grace after a failed renewal day: access lasts until the day after the last retry. */
const GRACE_DAYS = subscriptionRetryDays[subscriptionRetryDays.length - 1]! + 1;
/** Provider states of a charge that did not go through (the card was never debited). */
const NOT_PAID: ReadonlySet<string> = new Set(['ABORTED', 'EXPIRED', 'CANCELED']);
/** A charge still unsettled after this long is an operator's business (alerted on every run until it settles). */
const STUCK_MS = 24 * 3_600_000;

/**
 * One charge attempt of one period, and what its answer does to the subscription. Every attempt is a row claimed
 * before the call (so two runs never send the same attempt), sent with its order id as the idempotency key, and
 * settled once: a lost answer stays 'unknown' until reconcile() looks the payment up by that order id.
 */
export class Charger {
  constructor(
    private readonly db: Db,
    private readonly billing: BillingProvider,
    private readonly sealer: Sealer,
    private readonly now: () => Date,
    /** Error-level lines are the operators' alert (docs/OPERATIONS.md, "What to alert on"). */
    private readonly log: FastifyBaseLogger,
  ) {}

  orderId(subscriptionSn: number, periodNo: number, attempt: number): string {
    return `sub-${subscriptionSn}-p${periodNo}-a${attempt}`;
  }

  /** Charges period `periodNo` (1 = the first) of `sub` for `amount`; attempt 0 on the day, 1–3 the retries. */
  async attempt(sub: q.SubscriptionRow, plan: q.PlanRow, periodNo: number, attempt: number, amount: number): Promise<ChargeOutcome> {
    const periodStart = periodNo === 1 ? sub.startedAt : sub.periodEnd;
    const periodEnd = addMonths(sub.startedAt, periodNo * plan.months, sub.anchorDay);
    const orderId = this.orderId(sub.subscriptionSn, periodNo, attempt);
    const charge = await q.claimCharge(this.db, { subscriptionSn: sub.subscriptionSn, memberId: sub.memberId, orderId, periodNo, attempt, periodStart, periodEnd, amount, status: 'pending', attemptedAt: this.now() });
    if (!charge) return { kind: 'busy' };
    return this.send(charge, sub, plan.name);
  }

  /**
   * What became of charges whose answer was lost: found paid → applied (or voided when its subscription can no longer
   * take it); found not paid → refused; not found → sent again (same key). Voided charges whose cancel failed are
   * cancelled again. Nothing is swallowed: an error is logged at error level and the next charge is looked at.
   */
  async reconcile(now: Date): Promise<number> {
    let settled = await this.finishRefunds(now);
    for (const charge of await q.listUnsettled(this.db, now)) {
      try {
        if (await this.reconcileOne(charge)) settled += 1;
        else if (now.getTime() - charge.attemptedAt.getTime() > STUCK_MS) {
          this.log.error({ orderId: charge.orderId, status: charge.status, attemptedAt: charge.attemptedAt }, 'subscription charge unsettled for over a day');
        }
      } catch (err) {
        this.log.error({ err, orderId: charge.orderId, status: charge.status }, 'subscription charge reconcile failed');
      }
    }
    return settled;
  }

  /**
   * Subscription refunds whose provider answer was lost (decision 110): the same cancel is sent again with the same
   * idempotency key, so the provider refunds once. Confirmed → the refund is finished as the member's request would
   * have; refused → the freeze is lifted; no answer again → next run (logged at error level after a day).
   */
  private async finishRefunds(now: Date): Promise<number> {
    let finished = 0;
    for (const charge of await q.listRefundsOwed(this.db, now)) {
      try {
        const sub = await q.findSubscription(this.db, charge.subscriptionSn);
        const plan = sub && (await q.findPlan(this.db, sub.planSn));
        if (!sub || !plan || charge.refundingAmount === null || !charge.paymentKey) throw new Error('a frozen subscription refund lacks its subscription, amount or payment');
        try {
          await this.billing.cancel({ paymentKey: charge.paymentKey, cancelReason: '구독 환불', cancelAmount: charge.refundingAmount, idempotencyKey: `refund-${charge.orderId}` });
        } catch (err) {
          if (!(err instanceof PaymentError) || err.kind === 'unknown') {
            if (now.getTime() - charge.refundingAt!.getTime() > STUCK_MS) this.log.error({ err, orderId: charge.orderId }, 'subscription refund unanswered for over a day');
            continue;
          }
          // ALREADY_CANCELED_PAYMENT: the first request went through and its answer was lost.
          if (err.providerCode !== 'ALREADY_CANCELED_PAYMENT') {
            this.log.error({ err, orderId: charge.orderId }, 'subscription refund refused by the provider: access given back');
            await q.setChargeRefunding(this.db, charge.chargeSn, null);
            finished += 1;
            continue;
          }
        }
        await this.db.transaction((tx) => q.finishChargeRefund(tx, charge, sub, plan.name, charge.refundingAmount!, this.now(), { type: 'member' }));
        finished += 1;
      } catch (err) {
        this.log.error({ err, orderId: charge.orderId }, 'subscription refund reconcile failed');
      }
    }
    return finished;
  }

  private async reconcileOne(charge: q.ChargeRow): Promise<boolean> {
    if (charge.status === 'voided') return charge.paymentKey !== null && this.cancelVoided(charge, charge.paymentKey);
    const sub = await q.findSubscription(this.db, charge.subscriptionSn);
    if (!sub) throw new Error('subscription of an unsettled charge is missing');
    let payment: Payment;
    try {
      payment = await this.billing.findByOrderId(charge.orderId);
    } catch (err) {
      if (!(err instanceof PaymentError)) throw err;
      if (err.kind !== 'not_found') return false; // the provider did not answer: next run
      const plan = await q.findPlan(this.db, sub.planSn);
      return (await this.send(charge, sub, plan?.name ?? '구독')).kind !== 'unknown';
    }
    if (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED') {
      await this.applyPaid(charge, payment);
      return true;
    }
    if (NOT_PAID.has(payment.status)) {
      await this.applyFailed(charge, payment.status, '결제가 완료되지 않았습니다.');
      return true;
    }
    return false;
  }

  private async send(charge: q.ChargeRow, sub: q.SubscriptionRow, orderName: string): Promise<ChargeOutcome> {
    const billingKey = this.sealer.open(sub.billingKeySealed);
    if (!billingKey) {
      await this.applyFailed(charge, 'BILLING_KEY_UNREADABLE', '등록된 카드 정보를 읽을 수 없습니다. 카드를 다시 등록해 주세요.');
      return { kind: 'failed', message: '등록된 카드 정보를 읽을 수 없습니다.' };
    }
    try {
      const payment = await this.billing.charge({
        billingKey,
        customerKey: sub.customerKey,
        amount: charge.amount,
        orderId: charge.orderId,
        orderName,
        idempotencyKey: charge.orderId,
      });
      return (await this.applyPaid(charge, payment)) ? { kind: 'paid' } : { kind: 'voided' };
    } catch (err) {
      if (!(err instanceof PaymentError)) this.log.error({ err, orderId: charge.orderId }, 'subscription charge answer not applied; left to reconcile');
      if (!(err instanceof PaymentError) || err.kind === 'unknown') {
        const e = err instanceof PaymentError ? err : new PaymentError('unknown', 'NETWORK', String(err));
        await q.markUnknown(this.db, charge.chargeSn, e.providerCode, e.providerMessage);
        return { kind: 'unknown' };
      }
      await this.applyFailed(charge, err.providerCode, err.providerMessage);
      return { kind: 'failed', message: err.providerMessage };
    }
  }

  /**
   * Paid: the period starts (or the next one does); access runs to its end. A payment its subscription can no longer
   * take — the sign-up ended meanwhile, the member cancelled during the retries, the period was already paid — is
   * voided: cancelled in full at the provider and alerted.
   */
  private async applyPaid(charge: q.ChargeRow, payment: Payment): Promise<boolean> {
    const receiptUrl = payment.receiptUrl?.slice(0, 500) ?? null;
    const voided = await this.db.transaction(async (tx) => {
      const sub = await q.lockSubscription(tx, charge.subscriptionSn);
      const takes = sub && (charge.periodNo === 1 ? sub.endReason === 'signing_up' : q.isLive(sub.status) && charge.periodNo === sub.periods + 1);
      if (!sub || !takes) {
        const settled = await q.settleCharge(tx, charge.chargeSn, { status: 'voided', paymentKey: payment.paymentKey, receiptUrl, failureCode: 'NO_SUBSCRIPTION', failureMessage: '구독이 끝나 결제를 취소했습니다.', settledAt: this.now() });
        if (settled === undefined) return false;
        // The provider took the money: in the ledger until its cancel gives it back (cancelVoided).
        await appendLedger(tx, { memberId: charge.memberId, kind: 'charge_payment', source: { type: 'charge', id: charge.chargeSn }, won: charge.amount, actor: { type: 'system' }, reason: `구독 없이 결제됨 ${charge.periodNo}회차` });
        return true;
      }
      const settled = await q.settleCharge(tx, charge.chargeSn, { status: 'paid', paymentKey: payment.paymentKey, receiptUrl, failureCode: null, failureMessage: null, settledAt: this.now() });
      if (!settled) return false;
      // The charge is a purchase like an order: one ledger row in the same transaction (decision 103).
      await appendLedger(tx, { memberId: charge.memberId, kind: 'charge_payment', source: { type: 'charge', id: charge.chargeSn }, won: charge.amount, actor: { type: 'system' }, reason: `구독 결제 ${charge.periodNo}회차` });
      if (charge.periodNo === 1) {
        const entitlementSn = await q.grantAccess(tx, sub.memberId, charge.periodStart, charge.periodEnd);
        await q.updateSubscription(tx, sub.subscriptionSn, { status: 'active', endReason: null, entitlementSn });
        return false;
      }
      await q.updateSubscription(tx, sub.subscriptionSn, {
        status: 'active',
        periods: charge.periodNo,
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
        retries: 0,
        nextAttemptAt: null,
        graceUntil: null,
        agreedPrice: charge.amount,
      });
      await q.setAccessUntil(tx, sub.entitlementSn, charge.periodEnd);
      return false;
    });
    if (!voided) return true;
    this.log.error({ orderId: charge.orderId, subscriptionSn: charge.subscriptionSn, amount: charge.amount }, 'subscription charge paid without its subscription: voided');
    await this.cancelVoided(charge, payment.paymentKey);
    return false;
  }

  /** The full cancel of a voided charge; on failure the renewal job's reconcile sends it again (same key). */
  private async cancelVoided(charge: q.ChargeRow, paymentKey: string): Promise<boolean> {
    try {
      await this.billing.cancel({ paymentKey, cancelReason: '구독 없이 결제된 금액 취소', cancelAmount: charge.amount, idempotencyKey: `void-${charge.orderId}` });
    } catch (err) {
      this.log.error({ err, orderId: charge.orderId }, 'subscription charge void: cancel at the provider failed');
      return false;
    }
    await this.db.transaction(async (tx) => {
      if (!(await q.markVoidRefunded(tx, charge.chargeSn))) return;
      await appendLedger(tx, { memberId: charge.memberId, kind: 'charge_refund', source: { type: 'charge', id: charge.chargeSn }, won: -charge.amount, actor: { type: 'system' }, reason: `구독 없이 결제된 금액 취소 ${charge.periodNo}회차` });
    });
    return true;
  }

  /** Refused: the next retry (D+1, D+3, D+5) with access kept until the grace ends, or the subscription lapses. */
  private async applyFailed(charge: q.ChargeRow, code: string, message: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const settled = await q.settleCharge(tx, charge.chargeSn, { status: 'failed', failureCode: code.slice(0, 60), failureMessage: message.slice(0, 300), settledAt: this.now() });
      if (!settled) return;
      const sub = await q.lockSubscription(tx, charge.subscriptionSn);
      // A refusal for a subscription that has moved on (ended, cancelled, already renewed) changes nothing more.
      if (!sub || (charge.periodNo === 1 ? sub.endReason !== 'signing_up' : !q.isLive(sub.status) || charge.periodNo !== sub.periods + 1)) return;
      if (charge.periodNo === 1) {
        await q.updateSubscription(tx, sub.subscriptionSn, { status: 'ended', endReason: 'signup_failed', endedAt: this.now() });
        // The sign-up never started: its first period (and a discounted first price) stays the member's.
        await q.releaseFirstPeriod(tx, sub.subscriptionSn);
        return;
      }
      const nextRetry = subscriptionRetryDays[charge.attempt];
      if (nextRetry === undefined) {
        await q.updateSubscription(tx, sub.subscriptionSn, { status: 'lapsed', endReason: 'payment_failed', endedAt: this.now(), nextAttemptAt: null, graceUntil: null });
        await q.setAccessUntil(tx, sub.entitlementSn, this.now());
        return;
      }
      const graceUntil = addDays(sub.periodEnd, GRACE_DAYS);
      await q.updateSubscription(tx, sub.subscriptionSn, { status: 'retrying', retries: charge.attempt + 1, nextAttemptAt: addDays(sub.periodEnd, nextRetry), graceUntil });
      await q.setAccessUntil(tx, sub.entitlementSn, graceUntil);
    });
  }
}
