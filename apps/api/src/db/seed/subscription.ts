import type { Tx } from '../client.ts';
import { subscriptionPlans } from '../schema/index.ts';

/** The two subscription plans (docs/decisions/093); the console changes their prices. */
export async function insertSubscriptionPlans(tx: Tx): Promise<void> {
  await tx
    .insert(subscriptionPlans)
    .values([
      { code: 'monthly', name: '월간 구독 (전체 강의)', months: 1, price: 49_000 },
      { code: 'yearly', name: '연간 구독 (전체 강의)', months: 12, price: 470_000 },
    ])
    .onConflictDoNothing();
}
