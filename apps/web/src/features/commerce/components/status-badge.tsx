import type { OrderStatus } from '@school/contracts';
import { orderStatusLabels } from '@school/contracts/plain';

const tone: Record<OrderStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  paid: 'bg-accent-50 text-accent-800',
  awaiting_receipt: 'bg-accent-50 text-accent-800',
  settled: 'bg-emerald-50 text-emerald-800',
  refund_requested: 'bg-violet-50 text-violet-800',
  refunded: 'bg-slate-100 text-slate-700',
  failed: 'bg-rose-50 text-rose-800',
  cancelled: 'bg-rose-50 text-rose-800',
  expired: 'bg-slate-100 text-slate-600',
};

/**
 * The order status with its Korean name (결제완료, 환불 요청, …). The escrow wait is no state a course buyer acts on
 * (the course opens at payment, decision 108): it reads 결제완료.
 */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const label = status === 'awaiting_receipt' ? orderStatusLabels.paid : orderStatusLabels[status];
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${tone[status]}`}>{label}</span>;
}
