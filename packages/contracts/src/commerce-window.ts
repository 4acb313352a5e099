import { z } from 'zod';
import { commerceLimits } from './commerce.ts';

/** Query and body shapes of the provider round trip: sandbox window, receipt page, webhook (API map in commerce.ts). */

// ── provider round trip (sandbox window, webhook) ────────────────────────────

export const sandboxDecideQuery = z.strictObject({
  action: z.enum(['approve', 'decline', 'cancel', 'timeout']),
  successUrl: z.string().max(2000),
  failUrl: z.string().max(2000),
});
export const sandboxWindowQuery = z.strictObject({
  successUrl: z.string().max(2000).default('/payment/success'),
  failUrl: z.string().max(2000).default('/payment/fail'),
});
export const receiptQuery = z.strictObject({ token: z.string().min(1).max(100) });

/** Toss webhook body (PAYMENT_STATUS_CHANGED and others): only the keys are read, then the payment is fetched. */
export const webhookBody = z.object({
  eventType: z.string().max(100),
  createdAt: z.string().max(100).optional(),
  data: z
    .object({
      paymentKey: z.string().max(commerceLimits.paymentKeyMax).optional(),
      orderId: z.string().max(commerceLimits.orderIdMax).optional(),
      status: z.string().max(50).optional(),
    })
    .loose(),
});
