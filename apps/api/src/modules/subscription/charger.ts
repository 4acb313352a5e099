import { subscriptionRetryDays } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { appendLedger } from '../../db/ledger.ts';
import type { Sealer } from '../../lib/sealer.ts';
import type { BillingProvider } from '../../providers/payment/billing.ts';
import { PaymentError, type Payment } from '../../providers/payment/payment.ts';
import { addDays, renewalDate } from './renewal-date.ts';
import * as q from './subscription.queries.ts';

export type ChargeOutcome = { kind: 'paid' } | { kind: 'failed'; message: string } | { kind: 'unknown' } | { kind: 'busy' };

/** The grace after a failed renewal day: access lasts until the day after the last retry. */
const GRACE_DAYS = subscriptionRetryDays[subscriptionRetryDays.length - 1]! + 1;

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
  ) {}

  orderId(subscriptionSn: number, periodNo: number, attempt: number): string {
    return `sub-${subscriptionSn}-p${periodNo}-a${attempt}`;
  }

  /** Charges period `periodNo` (1 = the first) of `sub` for `amount`; attempt 0 on the day, 1–3 the retries. */
  async attempt(sub: q.SubscriptionRow, plan: q.PlanRow, periodNo: number, attempt: number, amount: number): Promise<ChargeOutcome> {
    const periodStart = periodNo === 1 ? sub.startedAt : sub.periodEnd;
    const periodEnd = renewalDate(sub.startedAt, sub.anchorDay, periodNo * plan.months);
    const orderId = this.orderId(sub.subscriptionSn, periodNo, attempt);
    const charge = await q.claimCharge(this.db, { subscriptionSn: sub.subscriptionSn, memberId: sub.memberId, orderId, periodNo, attempt, periodStart, periodEnd, amount, status: 'pending', attemptedAt: this.now() });
    if (!charge) return { kind: 'busy' };
    return this.send(charge, sub, plan.name);
  }

  /** What became of charges whose answer was lost: found paid → applied; not found → sent again (same key). */
  async reconcile(now: Date): Promise<number> {
    let settled = 0;
    for (const charge of await q.listUnsettled(this.db, now)) {
      const sub = await q.findSubscription(this.db, charge.subscriptionSn);
      if (!sub) continue;
      try {
        const payment = await this.billing.findByOrderId(charge.orderId);
        if (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED') {
          await this.applyPaid(charge, payment);
          settled += 1;
        }
      } catch (err) {
        if (!(err instanceof PaymentError) || err.kind !== 'not_found') continue;
        const plan = await q.findPlan(this.db, sub.planSn);
        if ((await this.send(charge, sub, plan?.name ?? '구독')).kind !== 'unknown') settled += 1;
      }
    }
    return settled;
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
      await this.applyPaid(charge, payment);
      return { kind: 'paid' };
    } catch (err) {
      if (!(err instanceof PaymentError) || err.kind === 'unknown') {
        const e = err instanceof PaymentError ? err : new PaymentError('unknown', 'NETWORK', String(err));
        await q.markUnknown(this.db, charge.chargeSn, e.providerCode, e.providerMessage);
        return { kind: 'unknown' };
      }
      await this.applyFailed(charge, err.providerCode, err.providerMessage);
      return { kind: 'failed', message: err.providerMessage };
    }
  }

  /** Paid: the period starts (or the next one does); access runs to its end. */
  private async applyPaid(charge: q.ChargeRow, payment: Payment): Promise<void> {
    await this.db.transaction(async (tx) => {
      const settled = await q.settleCharge(tx, charge.chargeSn, { status: 'paid', paymentKey: payment.paymentKey, receiptUrl: payment.receiptUrl?.slice(0, 500) ?? null, failureCode: null, failureMessage: null, settledAt: this.now() });
      if (!settled) return;
      // The charge is a purchase like an order: one ledger row in the same transaction (decision 103).
      await appendLedger(tx, { memberId: charge.memberId, kind: 'charge_payment', source: { type: 'charge', id: charge.chargeSn }, won: charge.amount, actor: { type: 'system' }, reason: `구독 결제 ${charge.periodNo}회차` });
      const sub = await q.lockSubscription(tx, charge.subscriptionSn);
      if (!sub) return;
      if (charge.periodNo === 1) {
        const entitlementSn = await q.grantAccess(tx, sub.memberId, charge.periodStart, charge.periodEnd);
        await q.updateSubscription(tx, sub.subscriptionSn, { status: 'active', endReason: null, entitlementSn });
        return;
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
    });
  }

  /** Refused: the next retry (D+1, D+3, D+5) with access kept until the grace ends, or the subscription lapses. */
  private async applyFailed(charge: q.ChargeRow, code: string, message: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const settled = await q.settleCharge(tx, charge.chargeSn, { status: 'failed', failureCode: code.slice(0, 60), failureMessage: message.slice(0, 300), settledAt: this.now() });
      if (!settled) return;
      // The charge is a purchase like an order: one ledger row in the same transaction (decision 103).
      await appendLedger(tx, { memberId: charge.memberId, kind: 'charge_payment', source: { type: 'charge', id: charge.chargeSn }, won: charge.amount, actor: { type: 'system' }, reason: `구독 결제 ${charge.periodNo}회차` });
      const sub = await q.lockSubscription(tx, charge.subscriptionSn);
      if (!sub) return;
      if (charge.periodNo === 1) {
        await q.updateSubscription(tx, sub.subscriptionSn, { status: 'ended', endReason: 'signup_failed', endedAt: this.now() });
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
