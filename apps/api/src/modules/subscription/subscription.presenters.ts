import { subscriptionChargeLabels } from '@school/contracts';
import type { ChargeRow } from './subscription.queries.ts';

/** One charge attempt as the member's 내 구독 and the console both show it. */
export function chargeOut(c: ChargeRow) {
  return {
    order_id: c.orderId,
    amount: c.amount,
    status: c.status,
    status_label: subscriptionChargeLabels[c.status] ?? c.status,
    attempt: c.attempt,
    period_start: c.periodStart.toISOString(),
    period_end: c.periodEnd.toISOString(),
    attempted_at: c.attemptedAt.toISOString(),
    failure_message: c.failureMessage,
    refunded_amount: c.refundedAmount,
    receipt_url: c.receiptUrl,
  };
}
