import type { Config } from '../../config.ts';
import type { BillingProvider } from './billing.ts';
import { SandboxBilling, type SandboxBillingStore } from './sandbox-billing.ts';
import { TossBilling } from './toss-billing.ts';
import type { PaymentFetch } from './toss.ts';

/** Picks the billing provider with the payment provider's setting (PAYMENT_PROVIDER): Toss, or the offline sandbox. */
export function createBillingProvider(config: Config, sandboxStore: SandboxBillingStore, fetch?: PaymentFetch): BillingProvider {
  if (config.PAYMENT_PROVIDER === 'toss') {
    return new TossBilling({
      secretKey: config.TOSS_SECRET_KEY ?? '',
      clientKey: config.TOSS_CLIENT_KEY ?? '',
      baseUrl: config.TOSS_BASE_URL,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
      ...(fetch ? { fetch } : {}),
    });
  }
  return new SandboxBilling(sandboxStore);
}
