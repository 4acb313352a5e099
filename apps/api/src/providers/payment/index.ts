import { commerceApi, fillPath } from '@school/contracts/endpoints';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment.ts';
import { SandboxPayments, type SandboxPaymentStore } from './sandbox.ts';
import { TossPayments, type PaymentFetch } from './toss.ts';

/** Picks the payment provider from the configuration (config.ts refuses the sandbox in production unless allowed). */
export function createPaymentProvider(config: Config, sandboxStore: SandboxPaymentStore, fetch?: PaymentFetch): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'toss') {
    return new TossPayments({
      secretKey: config.TOSS_SECRET_KEY ?? '',
      clientKey: config.TOSS_CLIENT_KEY ?? '',
      baseUrl: config.TOSS_BASE_URL,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
      ...(fetch ? { fetch } : {}),
    });
  }
  return new SandboxPayments({ store: sandboxStore, receiptUrl: (orderId) => fillPath(commerceApi.receipt.path, { order_id: orderId }), slowMs: config.PAYMENT_TIMEOUT_MS });
}
