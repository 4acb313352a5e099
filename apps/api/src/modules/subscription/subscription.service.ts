import { randomBytes } from 'node:crypto';
import { addMonths, koreanClock, SUBSCRIPTION_CONSENT_VERSION, subscriptionConsentLines, subscriptionNoticeDays, type SubscriptionStatus, subscriptionStatusLabels } from '@school/contracts';
import { subscriptionApi } from '@school/contracts/endpoints';
import type { Conn, Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { Sealer } from '../../lib/sealer.ts';
import type { BillingProvider } from '../../providers/payment/billing.ts';
import { PaymentError } from '../../providers/payment/payment.ts';
import { computeRefund } from '../commerce/refund/refund-rule.ts';
import type { Charger } from './charger.ts';
import { priceAt } from './renewal.service.ts';
import * as q from './subscription.queries.ts';
import { chargeOut } from './subscription.presenters.ts';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The first payment of a plan and, where a first-period price exists, the rule in the member's words. */
function firstCharge(plan: q.PlanRow, taken: boolean): { first_charge: number; first_price_note: string | null } {
  if (plan.firstPrice === null || plan.firstPrice >= plan.price) return { first_charge: plan.price, first_price_note: null };
  if (taken) {
    return {
      first_charge: plan.price,
      first_price_note: `첫 기간 ${won(plan.firstPrice)} 혜택은 회원당 한 번, 처음 구독할 때만 드립니다. 전에 구독하신 적이 있어(환불·해지·결제 실패로 끝난 구독 포함) 정가 ${won(plan.price)}으로 결제됩니다.`,
    };
  }
  return { first_charge: plan.firstPrice, first_price_note: `첫 기간 ${won(plan.firstPrice)} 혜택은 회원당 한 번, 처음 구독할 때만 드립니다. 전에 구독한 적이 있으면 정가로 결제됩니다.` };
}

/**
 * Sign-up with automatic payment and the member's controls (docs/decisions/093). A member sees and changes only
 * their own subscription: no call takes a subscription number.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly billing: BillingProvider,
    private readonly sealer: Sealer,
    private readonly charger: Charger,
    private readonly now: () => Date,
  ) {}

  /** The plans; with a member, what their first payment will be (a first period once per member ever). */
  async plans(memberId: number | null) {
    const rows = await q.listPlans(this.db, true);
    const taken = memberId !== null && (await q.firstPeriodTaken(this.db, memberId));
    return {
      plans: rows.map((p) => ({
        ...firstCharge(p, taken),
        plan_sn: p.planSn,
        code: p.code,
        name: p.name,
        months: p.months,
        price: p.price,
        first_price: p.firstPrice,
        unlocks: '이용권과 같이 전체 강의 (이용권 포함 강의) 무제한 수강',
        notice_days: subscriptionNoticeDays[p.months as 1 | 12] ?? 7,
        price_change: p.nextPrice !== null && p.nextPriceAt ? { price: p.nextPrice, effective_at: p.nextPriceAt.toISOString() } : null,
      })),
      consent_version: SUBSCRIPTION_CONSENT_VERSION,
      consent_lines: [...subscriptionConsentLines],
    };
  }

  async start(memberId: number, body: { plan_sn: number; consent_version: string }) {
    if (body.consent_version !== SUBSCRIPTION_CONSENT_VERSION) throw new AppError('SUBSCRIPTION_CONSENT_OUTDATED');
    const plan = await q.findPlan(this.db, body.plan_sn);
    if (!plan?.onSale) throw new AppError('SUBSCRIPTION_PLAN_NOT_FOUND');
    if (await q.findLive(this.db, memberId)) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
    return this.openWindow(memberId, 'subscribe', plan.planSn, body.consent_version);
  }

  async changeCard(memberId: number) {
    if (!(await q.findLive(this.db, memberId))) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    return this.openWindow(memberId, 'card', null, null);
  }

  private async openWindow(memberId: number, purpose: 'subscribe' | 'card', planSn: number | null, consentVersion: string | null) {
    const customerKey = `cus_${randomBytes(16).toString('hex')}`;
    await q.insertRegistration(this.db, { customerKey, memberId, purpose, planSn, consentVersion });
    return {
      customer_key: customerKey,
      provider: this.billing.name,
      client_key: this.billing.clientKey,
      sandbox_window_url: this.billing.sandbox ? `${subscriptionApi.sandboxWindow.path}?customerKey=${customerKey}` : null,
    };
  }

  /** The window came back: the billing key is issued and sealed; a sign-up charges its first period. */
  async activate(memberId: number, input: { customerKey: string; authKey: string }) {
    const reg = await q.takeRegistration(this.db, memberId, input.customerKey);
    if (!reg) throw new AppError('SUBSCRIPTION_REGISTRATION_INVALID');
    const card = await this.billing.issue({ authKey: input.authKey, customerKey: input.customerKey }).catch((err: unknown) => {
      if (err instanceof PaymentError && err.kind === 'declined') throw new AppError('SUBSCRIPTION_REGISTRATION_INVALID');
      throw new AppError('SUBSCRIPTION_PROVIDER_FAILED');
    });
    const sealed = this.sealer.seal(card.billingKey);
    const cardLabel = [card.cardCompany, card.cardNumber].filter(Boolean).join(' ').slice(0, 60) || null;
    if (reg.purpose === 'card') {
      const live = await q.findLive(this.db, memberId);
      if (!live) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      await q.updateSubscription(this.db, live.subscriptionSn, { billingKeySealed: sealed, customerKey: card.customerKey, cardLabel });
      return this.mine(memberId);
    }
    const plan = reg.planSn === null ? undefined : await q.findPlan(this.db, reg.planSn);
    if (!plan) throw new AppError('SUBSCRIPTION_PLAN_NOT_FOUND');
    if (await q.findLive(this.db, memberId)) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
    const now = this.now();
    // The registration row is the member's one sign-up under way (a unique key), taken before anything is charged:
    // a second sign-up in parallel fails here. The first period is the member's once ever (a unique key too).
    const { sub, price } = await this.db
      .transaction(async (tx) => {
        const created = await q.insertSubscription(tx, {
          memberId,
          planSn: plan.planSn,
          status: 'ended',
          endReason: 'signing_up',
          anchorDay: koreanClock(now).day,
          startedAt: now,
          periodStart: now,
          periodEnd: addMonths(now, plan.months),
          agreedPrice: plan.price,
          customerKey: card.customerKey,
          billingKeySealed: sealed,
          cardLabel,
        });
        const first = await q.claimFirstPeriod(tx, memberId, created.subscriptionSn);
        const amount = first && plan.firstPrice !== null ? plan.firstPrice : plan.price;
        if (amount !== plan.price) await q.updateSubscription(tx, created.subscriptionSn, { agreedPrice: amount });
        await q.insertConsent(tx, { memberId, subscriptionSn: created.subscriptionSn, kind: 'auto_renew', planSn: plan.planSn, price: amount, textVersion: reg.consentVersion ?? SUBSCRIPTION_CONSENT_VERSION, consentedAt: now });
        if (amount === 0) {
          const entitlementSn = await q.grantAccess(tx, memberId, created.periodStart, created.periodEnd);
          await q.updateSubscription(tx, created.subscriptionSn, { status: 'active', endReason: null, entitlementSn });
        }
        return { sub: created, price: amount };
      })
      .catch((err: unknown) => {
        if (uniqueViolation(err) === 'subscriptions_one_live_uq') throw new AppError('SUBSCRIPTION_SIGNUP_IN_PROGRESS');
        throw err;
      });
    if (price === 0) return this.mine(memberId);
    const outcome = await this.charger.attempt(sub, plan, 1, 0, price);
    if (outcome.kind === 'failed') throw new AppError('SUBSCRIPTION_CARD_DECLINED', { message: `카드 결제가 승인되지 않았습니다: ${outcome.message} 다른 카드로 다시 등록해 주세요.` });
    if (outcome.kind !== 'paid') throw new AppError('SUBSCRIPTION_PROVIDER_FAILED');
    return this.mine(memberId);
  }

  async mine(memberId: number) {
    const sub = await q.findCurrent(this.db, memberId);
    if (!sub || sub.endReason === 'signing_up') return { subscription: null };
    const plan = await q.findPlan(this.db, sub.planSn);
    if (!plan) return { subscription: null };
    const charges = await q.listCharges(this.db, sub.subscriptionSn);
    const status: SubscriptionStatus = sub.status === 'active' && sub.cancelAtPeriodEnd ? 'cancel_reserved' : (sub.status as SubscriptionStatus);
    const live = status === 'active' || status === 'retrying';
    const amount = priceAt(plan, sub.periodEnd);
    const needsConsent = live && amount > sub.agreedPrice;
    return {
      subscription: {
        subscription_sn: sub.subscriptionSn,
        plan_name: plan.name,
        months: plan.months,
        status,
        status_label: subscriptionStatusLabels[status],
        period_start: sub.periodStart.toISOString(),
        period_end: (sub.endedAt && !live ? sub.endedAt : sub.periodEnd).toISOString(),
        next_charge_at: live && !needsConsent ? (sub.nextAttemptAt ?? sub.periodEnd).toISOString() : null,
        next_charge_amount: live && !needsConsent ? Math.min(amount, sub.agreedPrice) : null,
        grace_until: sub.status === 'retrying' ? (sub.graceUntil?.toISOString() ?? null) : null,
        card_label: sub.cardLabel,
        consent_needed: needsConsent ? { price: amount, reason: sub.periods === 1 && plan.firstPrice !== null ? ('paid_after_trial' as const) : ('price_increase' as const) } : null,
        charges: charges.map(chargeOut),
      },
    };
  }

  /**
   * 해지 예약: one call, no retention step; access lasts to the period's end and nothing more is charged. During the
   * renewal retries the paid period is already over: the subscription ends now, and so does access (the grace days
   * were for a renewal the member no longer wants). Under the row lock, so a retry's answer and the cancel apply in turn.
   */
  async cancel(memberId: number) {
    await this.db.transaction(async (tx) => {
      const live = await q.lockLive(tx, memberId);
      if (!live) throw new AppError('SUBSCRIPTION_NOT_FOUND');
      if (live.cancelAtPeriodEnd) throw new AppError('SUBSCRIPTION_NOT_CANCELABLE');
      if (live.status !== 'retrying') {
        await q.updateSubscription(tx, live.subscriptionSn, { cancelAtPeriodEnd: true });
        return;
      }
      const now = this.now();
      await q.updateSubscription(tx, live.subscriptionSn, { cancelAtPeriodEnd: true, status: 'ended', endReason: 'canceled', endedAt: now, nextAttemptAt: null, graceUntil: null });
      await q.setAccessUntil(tx, live.entitlementSn, live.periodEnd > now ? live.periodEnd : now);
    });
    return this.mine(memberId);
  }

  async resume(memberId: number) {
    const live = await q.findLive(this.db, memberId);
    if (!live) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const done = await q.updateSubscription(this.db, live.subscriptionSn, { cancelAtPeriodEnd: false }, q.reservedCondition());
    if (!done) throw new AppError('SUBSCRIPTION_NOT_RESERVED');
    return this.mine(memberId);
  }

  /** Consent given again: to a higher price, or to the paid periods after a free or discounted first one. */
  async consent(memberId: number, body: { price: number; consent_version: string }) {
    if (body.consent_version !== SUBSCRIPTION_CONSENT_VERSION) throw new AppError('SUBSCRIPTION_CONSENT_OUTDATED');
    const live = await q.findLive(this.db, memberId);
    if (!live) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const plan = await q.findPlan(this.db, live.planSn);
    if (!plan) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const amount = priceAt(plan, live.periodEnd);
    if (amount <= live.agreedPrice) throw new AppError('SUBSCRIPTION_NO_CONSENT_NEEDED');
    if (amount !== body.price) throw new AppError('SUBSCRIPTION_PRICE_MISMATCH');
    const kind = live.periods === 1 && plan.firstPrice !== null ? 'paid_after_trial' : 'price_increase';
    await this.db.transaction(async (tx) => {
      await q.updateSubscription(tx, live.subscriptionSn, { agreedPrice: amount });
      await q.insertConsent(tx, { memberId, subscriptionSn: live.subscriptionSn, kind, planSn: plan.planSn, price: amount, textVersion: body.consent_version, consentedAt: this.now() });
    });
    return this.mine(memberId);
  }

  async refundQuote(memberId: number) {
    const { result } = await this.refundBasis(this.db, await q.findLive(this.db, memberId), false);
    return { amount: result.cash, rule: result.rule, lines: result.lines };
  }

  /**
   * The current period back by the refund rules (refund-rule.ts); the subscription ends with access now. One
   * transaction locks the charge, counts what it delivered and freezes access under it before the provider is called
   * (decision 103): a key fetched meanwhile is either counted or refused. A refusal by the provider lifts the freeze.
   */
  async refund(memberId: number, expected: number) {
    const now = this.now();
    const { sub, plan, charge, result } = await this.db.transaction(async (tx) => {
      const basis = await this.refundBasis(tx, await q.lockLive(tx, memberId), true);
      if (basis.result.cash !== expected) throw new AppError('SUBSCRIPTION_REFUND_CHANGED');
      await q.setChargeRefunding(tx, basis.charge.chargeSn, now, basis.result.cash);
      return basis;
    });
    if (result.cash > 0 && charge.paymentKey) {
      try {
        await this.billing.cancel({ paymentKey: charge.paymentKey, cancelReason: '구독 환불', cancelAmount: result.cash, idempotencyKey: `refund-${charge.orderId}` });
      } catch (err) {
        // The answer was lost: the refund may have gone through, so access stays frozen and the renewal job's
        // reconcile asks the provider again with the same key (decision 110).
        if (err instanceof PaymentError && err.kind === 'unknown') throw new AppError('SUBSCRIPTION_REFUND_UNANSWERED');
        // Refused: nothing was refunded; access comes back as it was and the member may try again.
        await q.setChargeRefunding(this.db, charge.chargeSn, null);
        throw new AppError('SUBSCRIPTION_PROVIDER_FAILED');
      }
    }
    await this.db.transaction((tx) => q.finishChargeRefund(tx, charge, sub, plan.name, result.cash, now, { type: 'member' }));
    return this.mine(memberId);
  }

  /** What the current period's refund would be; `lock`: inside the refund's transaction, the charge locked. */
  private async refundBasis(db: Conn, sub: q.SubscriptionRow | undefined, lock: boolean) {
    if (!sub) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    const plan = await q.findPlan(db, sub.planSn);
    const charge = lock ? await q.lockPaidCharge(db, sub.subscriptionSn, sub.periods) : await q.findPaidCharge(db, sub.subscriptionSn, sub.periods);
    if (charge?.refundingAt) throw new AppError('SUBSCRIPTION_REFUND_IN_PROGRESS');
    if (!plan || !charge || charge.refundedAmount > 0 || !charge.settledAt) throw new AppError('SUBSCRIPTION_REFUND_NOTHING');
    // What this period's charge handed out, whichever path asked (decision 103).
    const delivered = await q.deliveredUnderCharge(db, charge.chargeSn);
    const result = computeRefund({
      kind: 'pass',
      cash: charge.amount,
      points: 0,
      months: plan.months,
      days: Math.round((charge.periodEnd.getTime() - charge.periodStart.getTime()) / 86_400_000),
      paidAt: charge.settledAt,
      validFrom: charge.periodStart,
      validUntil: charge.periodEnd,
      now: this.now(),
      deliveredLectures: delivered.length,
      deliveredTitles: delivered,
      totalLectures: 0,
    });
    return { sub, plan, charge, result };
  }
}
