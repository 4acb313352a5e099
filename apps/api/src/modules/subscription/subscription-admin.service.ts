import { recordChange, type Actor } from '../../db/audit.ts';
import { startOfKoreanDay, type SubscriptionStatus, subscriptionStatusLabels } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { RenewalService } from './renewal.service.ts';
import { addDays } from './renewal-date.ts';
import * as a from './subscription-admin.queries.ts';
import * as q from './subscription.queries.ts';
import { chargeOut } from './subscription.presenters.ts';

/** The price-change notice period (전자상거래법 시행령, 2025 정기결제 rules): 30 days. */
const PRICE_NOTICE_DAYS = 30;
const DAY = 86_400_000;

function stateOf(r: { status: string; cancelAtPeriodEnd: boolean }): SubscriptionStatus {
  return r.status === 'active' && r.cancelAtPeriodEnd ? 'cancel_reserved' : (r.status as SubscriptionStatus);
}

function present(r: a.AdminRow) {
  const status = stateOf(r);
  return {
    subscription_sn: r.subscriptionSn,
    member_id: r.memberId,
    email: r.email,
    plan_name: r.planName,
    status,
    status_label: subscriptionStatusLabels[status],
    period_end: (r.endedAt ?? r.periodEnd).toISOString(),
    next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
    retries: r.retries,
    agreed_price: r.agreedPrice,
    started_at: r.startedAt.toISOString(),
  };
}

/** Subscriptions, plans and figures in the console (staff). */
export class SubscriptionAdminService {
  constructor(
    private readonly db: Db,
    private readonly renewals: RenewalService,
    private readonly now: () => Date,
  ) {}

  async list(status?: SubscriptionStatus) {
    const filter =
      status === 'cancel_reserved' ? { statuses: ['active'], reserved: true } : status === 'active' ? { statuses: ['active'], reserved: false } : status ? { statuses: [status] } : {};
    const [rows, counts] = await Promise.all([a.listSubscriptions(this.db, filter), a.countByState(this.db)]);
    return { items: rows.map(present), counts };
  }

  async detail(subscriptionSn: number) {
    const [row] = await a.listSubscriptions(this.db, { subscriptionSn });
    if (!row) throw new AppError('ADMIN_SUBSCRIPTION_NOT_FOUND');
    const charges = await q.listCharges(this.db, subscriptionSn);
    return {
      subscription: present(row),
      charges: charges.map(chargeOut),
    };
  }

  /**
   * The charge attempt talks to the card company, so it cannot share a transaction with its audit row: the row follows
   * the attempt (paid or declined), and a refused retry (not retrying, unknown) leaves none.
   */
  async retry(actor: Actor, subscriptionSn: number) {
    await this.renewals.retryNow(subscriptionSn);
    await recordChange(this.db, actor, { action: 'subscription.retry', targetType: 'subscription', targetId: subscriptionSn });
    return this.detail(subscriptionSn);
  }

  async stats() {
    const now = this.now();
    const [counts, mrr, churn, days] = await Promise.all([
      a.countByState(this.db),
      a.monthlyRevenue(this.db),
      a.churnSince(this.db, addDays(now, -30)),
      a.renewalsPerDay(this.db, addDays(now, -30)),
    ]);
    return {
      active: (counts.active ?? 0) + (counts.cancel_reserved ?? 0),
      cancel_reserved: counts.cancel_reserved ?? 0,
      retrying: counts.retrying ?? 0,
      mrr,
      churn_percent: churn.liveThen === 0 ? 0 : Math.round((churn.ended / churn.liveThen) * 1000) / 10,
      days: days.map((d) => ({ date: d.date, failed_renewals: d.failed, renewals: d.paid })),
    };
  }

  async plans() {
    const [rows, live] = await Promise.all([q.listPlans(this.db, false), a.liveCountByPlan(this.db)]);
    return {
      plans: rows.map((p) => ({
        plan_sn: p.planSn,
        code: p.code,
        name: p.name,
        months: p.months,
        price: p.price,
        first_price: p.firstPrice,
        next_price: p.nextPrice,
        next_price_at: p.nextPriceAt?.toISOString() ?? null,
        on_sale: p.onSale,
        subscribers: live.get(p.planSn) ?? 0,
      })),
    };
  }

  async savePlan(actor: Actor, planSn: number, body: { name: string; on_sale: boolean; first_price: number | null; next_price: { price: number; effective_date: string } | null }) {
    const plan = await q.findPlan(this.db, planSn);
    if (!plan) throw new AppError('ADMIN_PLAN_NOT_FOUND');
    let nextPriceAt: Date | null = null;
    if (body.next_price) {
      nextPriceAt = startOfKoreanDay(body.next_price.effective_date);
      const unchanged = plan.nextPriceAt?.getTime() === nextPriceAt.getTime() && plan.nextPrice === body.next_price.price;
      // Counted in Korean days: the earliest effective day is today + 30.
      const today = startOfKoreanDay(this.now());
      if (!unchanged && (Number.isNaN(nextPriceAt.getTime()) || nextPriceAt.getTime() - today.getTime() < PRICE_NOTICE_DAYS * DAY)) throw new AppError('ADMIN_PLAN_PRICE_TOO_SOON');
    }
    const firstPrice = body.first_price === null ? null : Math.min(body.first_price, plan.price);
    // A price is money: who changed it, from what to what, is kept with the change (as for passes, decision 068).
    await this.db.transaction(async (tx) => {
      const after = await q.updatePlan(tx, planSn, { name: body.name, onSale: body.on_sale, firstPrice, nextPrice: body.next_price?.price ?? null, nextPriceAt });
      await recordChange(tx, actor, { action: 'subscription_plan.update', targetType: 'subscription_plan', targetId: planSn, before: plan, after });
    });
    return this.plans();
  }
}
