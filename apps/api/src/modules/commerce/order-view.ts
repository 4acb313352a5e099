import { orderStatusLabels, type OrderDetail, type OrderStatus } from '@school/contracts';
import { commerceApi, fillPath } from '@school/contracts/endpoints';
import type { OrderRow } from './order.queries.ts';

/** Orders in these states hold a payment (and, unless refunded, access). */
export const PAID_STATES: ReadonlySet<string> = new Set(['paid', 'awaiting_receipt', 'settled', 'refund_requested', 'refunded']);
export const REFUNDABLE_STATES: ReadonlySet<string> = new Set(['paid', 'awaiting_receipt', 'settled', 'refund_requested']);

export function receiptPath(orderId: string, token: string): string {
  return `${fillPath(commerceApi.receipt.path, { order_id: orderId })}?token=${encodeURIComponent(token)}`;
}

export function toOrderDetail(o: OrderRow, now = new Date()): OrderDetail {
  const status = o.status as OrderStatus;
  const paid = o.paidAt !== null;
  const accessLeft = o.validUntil === null || o.validUntil > now;
  return {
    order_id: o.orderId,
    order_name: o.orderName,
    product_id: o.productId,
    product_kind: o.productKind === 'course' ? 'course' : 'pass',
    status,
    status_label: orderStatusLabels[status],
    product_price: o.productPrice,
    coupon_discount: o.couponDiscount,
    coupon_name: o.couponName,
    points_used: o.pointsUsed,
    amount: o.amount,
    refunded_amount: o.refundAmount,
    refunded_points: o.refundPoints,
    provider: o.provider === 'toss' ? 'toss' : 'sandbox',
    method: o.method,
    receipt_url: !paid ? null : o.provider === 'sandbox' || !o.receiptUrl ? receiptPath(o.orderId, o.receiptToken) : o.receiptUrl,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    receipt_due_at: o.receiptDueAt?.toISOString() ?? null,
    settled_at: o.settledAt?.toISOString() ?? null,
    refunded_at: o.refundedAt?.toISOString() ?? null,
    valid_from: status === 'refunded' ? null : (o.validFrom?.toISOString() ?? null),
    valid_until: status === 'refunded' ? null : (o.validUntil?.toISOString() ?? null),
    fail_reason: o.failReason,
    can_confirm: status === 'awaiting_receipt',
    can_refund: REFUNDABLE_STATES.has(status) && accessLeft,
  };
}
