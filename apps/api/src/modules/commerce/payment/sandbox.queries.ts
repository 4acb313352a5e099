import { desc, eq } from 'drizzle-orm';
import type { Conn, Db } from '../../../db/client.ts';
import { paymentWebhooks, sandboxPayments } from '../../../db/schema/index.ts';
import type { SandboxPaymentStore } from '../../../providers/payment/sandbox.ts';

const columns = {
  paymentKey: sandboxPayments.paymentKey,
  orderId: sandboxPayments.orderId,
  orderName: sandboxPayments.orderName,
  amount: sandboxPayments.amount,
  status: sandboxPayments.status,
  behaviour: sandboxPayments.behaviour,
  balanceAmount: sandboxPayments.balanceAmount,
  cancels: sandboxPayments.cancels,
  approvedAt: sandboxPayments.approvedAt,
  method: sandboxPayments.method,
  installmentMonths: sandboxPayments.installmentMonths,
  secret: sandboxPayments.secret,
};

/** The sandbox provider's payments, kept in the database so every API process sees the same ones. */
export function sandboxPaymentStore(db: Db): SandboxPaymentStore {
  return {
    async insert(row) {
      await db.insert(sandboxPayments).values({ ...row, status: 'READY', balanceAmount: row.amount });
    },
    async find(paymentKey) {
      const [row] = await db.select(columns).from(sandboxPayments).where(eq(sandboxPayments.paymentKey, paymentKey));
      return row;
    },
    async findByOrder(orderId) {
      const [row] = await db.select(columns).from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(desc(sandboxPayments.createdAt)).limit(1);
      return row;
    },
    async update(paymentKey, change) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select(columns).from(sandboxPayments).where(eq(sandboxPayments.paymentKey, paymentKey)).for('update');
        if (!row) return undefined;
        const set = change(row);
        if (!set) return row;
        const [updated] = await tx
          .update(sandboxPayments)
          .set(set)
          .where(eq(sandboxPayments.paymentKey, paymentKey))
          .returning(columns);
        return updated;
      });
    },
  };
}

export async function insertWebhookRecord(db: Conn, row: { eventType: string; paymentKey: string | null; outcome: string }) {
  await db.insert(paymentWebhooks).values({ eventType: row.eventType.slice(0, 100), paymentKey: row.paymentKey?.slice(0, 200) ?? null, outcome: row.outcome });
}
