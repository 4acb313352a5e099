import { refundBankName, cashReceiptStatusLabels, cashReceiptTypeLabels, orderStatusLabels, payMethods, type CashReceiptStatus, type OrderDetail, type OrderStatus, type PayMethod } from '@school/contracts';
import { commerceApi, fillPath } from '@school/contracts/endpoints';
import type { OrderRow } from './order.queries.ts';

/** Orders in these states hold a payment (and, unless refunded, access). */
export const PAID_STATES: ReadonlySet<string> = new Set(['paid', 'awaiting_receipt', 'settled', 'refund_requested', 'refunded']);
export const REFUNDABLE_STATES: ReadonlySet<string> = new Set(['paid', 'awaiting_receipt', 'settled', 'refund_requested']);

/** The refund account as the console shows it: bank and masked number and holder, never more. */
export function refundAccountLabel(o: { refundBank: string | null; refundAccountMasked: string | null; refundHolderMasked: string | null }): string | null {
  if (!o.refundBank || !o.refundAccountMasked) return null;
  return `${refundBankName(o.refundBank)} ${o.refundAccountMasked} (${o.refundHolderMasked ?? ''})`;
}

export function receiptPath(orderId: string, token: string): string {
  return `${fillPath(commerceApi.receipt.path, { order_id: orderId })}?token=${encodeURIComponent(token)}`;
}

function cashReceiptOf(o: OrderRow): OrderDetail['cash_receipt'] {
  if (!o.cashReceiptType || !o.cashReceiptStatus) return null;
  const type = o.cashReceiptType === 'expense' ? 'expense' : 'income';
  const status = o.cashReceiptStatus as CashReceiptStatus;
  // The sandbox issues no page of its own: our receipt page shows the 현금영수증 lines.
  const sandboxPage = o.provider === 'sandbox' && status !== 'requested' && status !== 'failed' ? receiptPath(o.orderId, o.receiptToken) : null;
  return {
    type,
    type_label: cashReceiptTypeLabels[type],
    identity_masked: o.cashReceiptMasked ?? '',
    status,
    status_label: cashReceiptStatusLabels[status],
    receipt_url: o.cashReceiptUrl ?? sandboxPage,
  };
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
    pay_method: (payMethods as readonly string[]).includes(o.payMethod) ? (o.payMethod as PayMethod) : 'card',
    installment_months: o.installmentMonths,
    interest_free: o.interestFree,
    cash_receipt: cashReceiptOf(o),
    virtual_account: o.vaAccount && o.vaBank ? { bank: o.vaBank, account_number: o.vaAccount, holder: o.vaHolder, due_at: o.vaDueAt?.toISOString() ?? null } : null,
    refund_account:
      o.refundBank && o.refundAccountMasked
        ? { bank: o.refundBank, bank_name: refundBankName(o.refundBank), account_number_masked: o.refundAccountMasked, holder_name_masked: o.refundHolderMasked ?? '' }
        : null,
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
