import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxBillingAuths, sandboxBillingCharges, sandboxBillingKeys } from '../../db/schema/index.ts';
import type { SandboxBillingChargeRow, SandboxBillingStore, SandboxCardBehaviour } from '../../providers/payment/sandbox-billing.ts';

const chargeColumns = {
  paymentKey: sandboxBillingCharges.paymentKey,
  orderId: sandboxBillingCharges.orderId,
  amount: sandboxBillingCharges.amount,
  balanceAmount: sandboxBillingCharges.balanceAmount,
  approvedAt: sandboxBillingCharges.approvedAt,
};

function withStatus(r: Omit<SandboxBillingChargeRow, 'status'>): SandboxBillingChargeRow {
  return { ...r, status: r.balanceAmount === r.amount ? 'DONE' : r.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED' };
}

/** The sandbox billing provider's cards and charges, in the database so every API process sees the same ones. */
export function sandboxBillingStore(db: Db): SandboxBillingStore {
  return {
    async saveAuth(authKey, customerKey, behaviour) {
      await db.insert(sandboxBillingAuths).values({ authKey, customerKey, behaviour });
    },
    async takeAuth(authKey, customerKey) {
      const [row] = await db
        .update(sandboxBillingAuths)
        .set({ usedAt: sql`now()` })
        .where(and(eq(sandboxBillingAuths.authKey, authKey), eq(sandboxBillingAuths.customerKey, customerKey), isNull(sandboxBillingAuths.usedAt)))
        .returning({ behaviour: sandboxBillingAuths.behaviour });
      return row?.behaviour as SandboxCardBehaviour | undefined;
    },
    async saveKey(billingKey, customerKey, behaviour) {
      await db.insert(sandboxBillingKeys).values({ billingKey, customerKey, behaviour });
    },
    async findKey(billingKey) {
      const [row] = await db.select({ customerKey: sandboxBillingKeys.customerKey, behaviour: sandboxBillingKeys.behaviour }).from(sandboxBillingKeys).where(eq(sandboxBillingKeys.billingKey, billingKey));
      return row && { customerKey: row.customerKey, behaviour: row.behaviour as SandboxCardBehaviour };
    },
    async charge(row) {
      await db.insert(sandboxBillingCharges).values({ ...row, balanceAmount: row.amount }).onConflictDoNothing({ target: sandboxBillingCharges.orderId });
      const [stored] = await db.select(chargeColumns).from(sandboxBillingCharges).where(eq(sandboxBillingCharges.orderId, row.orderId));
      return withStatus(stored!);
    },
    async findCharge(by) {
      const where = 'orderId' in by ? eq(sandboxBillingCharges.orderId, by.orderId) : eq(sandboxBillingCharges.paymentKey, by.paymentKey);
      const [row] = await db.select(chargeColumns).from(sandboxBillingCharges).where(where);
      return row && withStatus(row);
    },
    async cancel(paymentKey, amount) {
      const [row] = await db
        .update(sandboxBillingCharges)
        .set({ balanceAmount: sql`${sandboxBillingCharges.balanceAmount} - ${amount}` })
        .where(and(eq(sandboxBillingCharges.paymentKey, paymentKey), gte(sandboxBillingCharges.balanceAmount, amount)))
        .returning(chargeColumns);
      return row ? withStatus(row) : null;
    },
  };
}
