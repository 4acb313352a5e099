import { z } from 'zod';
import './zod-locale.ts';
import { text } from './text.ts';
import { commerceLimits } from './constants.ts';

/** Query and body shapes of the provider round trip: sandbox window, receipt page, webhook (the calls: endpoints/commerce.ts). */

// ── provider round trip (sandbox window, webhook) ────────────────────────────

export const sandboxDecideQuery = z.strictObject({
  action: z.enum(['approve', 'decline', 'cancel', 'timeout']),
  successUrl: text(2000),
  failUrl: text(2000),
});
export const sandboxWindowQuery = z.strictObject({
  successUrl: text(2000).default('/payment/success'),
  failUrl: text(2000).default('/payment/fail'),
});
export const sandboxBankQuery = z.strictObject({ action: z.enum(['deposit', 'return']).optional() });
export const receiptQuery = z.strictObject({ token: text(100).min(1) });

/** Toss webhook body (PAYMENT_STATUS_CHANGED and others): only the keys are read, then the payment is fetched. */
export const webhookBody = z.object({
  eventType: text(100),
  createdAt: text(100).optional(),
  data: z
    .object({
      paymentKey: text(commerceLimits.paymentKeyMax).optional(),
      orderId: text(commerceLimits.orderIdMax).optional(),
      status: text(50).optional(),
    })
    .loose(),
});
/** What the webhook did with the payment (for the provider's delivery log). */
export const webhookResponse = z.object({ outcome: z.string() });
