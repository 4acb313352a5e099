import { AppError } from '../../../http/app-error.ts';
import { overLimit, type LimitRule, type Limiter } from '../../../http/limiter.ts';

/**
 * Toss's webhook calls from a handful of addresses; anything past this from one address is not Toss (Toss retries a
 * refused delivery for days, 1 → 4096 minutes apart, so a genuine event refused here arrives again).
 */
const PER_ADDRESS: LimitRule = { limit: 120, windowMs: 60_000 };
/** One payment changes state a few times in its life; a flood of events for it is answered from none of them. */
const PER_PAYMENT: LimitRule = { limit: 5, windowMs: 60_000 };

/**
 * The anonymous payment webhooks' limits (decision 104), counted in the shared limiter (Redis when configured, so
 * every API process counts together): per client address before anything is read, and per order before the provider
 * is asked about its payment, so a flood of one payment key costs one Toss call a few times a minute, not one each.
 */
export class WebhookGate {
  constructor(private readonly limiter: Limiter) {}

  async address(clientKey: string): Promise<void> {
    if ((await overLimit(this.limiter, `webhook-ip:${clientKey}`, PER_ADDRESS)) !== null) throw new AppError('TOO_MANY_REQUESTS');
  }

  async payment(orderId: string): Promise<void> {
    if ((await overLimit(this.limiter, `webhook-order:${orderId}`, PER_PAYMENT)) !== null) throw new AppError('TOO_MANY_REQUESTS');
  }
}
