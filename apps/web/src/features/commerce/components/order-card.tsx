import { cashReceiptMethods, type OrderDetail } from '@school/contracts';
import { formatDate, formatDateTime, formatWon } from '../format';
import { DepositAccount } from './deposit-account';
import { StatusBadge } from './status-badge';

/** One purchase in /my/purchase: what, when, how much in 원, its status and what can be done with it. */
export function OrderCard({ order, onConfirm, onRefund, busy }: { order: OrderDetail; onConfirm: () => void; onRefund: () => void; busy: boolean }) {
  const headingId = `order-${order.order_id}`;
  // Escrow protects cash payments only (decision 108): a card or easy-pay order is settled by the server on its own.
  const escrow = order.can_confirm && cashReceiptMethods.includes(order.pay_method);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{formatDateTime(order.paid_at ?? order.created_at)}</p>
          <h2 id={headingId} className="mt-0.5 font-bold text-slate-900">
            {order.order_name}
          </h2>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">결제 금액</dt>
        <dd className="text-right font-bold text-slate-900">{formatWon(order.amount)}</dd>
        {order.coupon_discount > 0 && (
          <>
            <dt className="text-slate-500">쿠폰 할인</dt>
            <dd className="text-right text-slate-700">
              −{formatWon(order.coupon_discount)}
              {order.coupon_name && <span className="text-slate-500"> ({order.coupon_name})</span>}
            </dd>
          </>
        )}
        {order.points_used > 0 && (
          <>
            <dt className="text-slate-500">포인트 사용</dt>
            <dd className="text-right text-slate-700">−{formatWon(order.points_used)}</dd>
          </>
        )}
        {order.refunded_amount > 0 && (
          <>
            <dt className="text-slate-500">환불 금액</dt>
            <dd className="text-right text-slate-700">{formatWon(order.refunded_amount)}</dd>
          </>
        )}
        {order.method && (
          <>
            <dt className="text-slate-500">결제 수단</dt>
            <dd className="text-right text-slate-700">
              {order.method}
              {order.installment_months > 0 && ` · ${order.installment_months}개월 할부${order.interest_free ? ' (무이자)' : ''}`}
            </dd>
          </>
        )}
        {order.cash_receipt && (
          <>
            <dt className="text-slate-500">현금영수증</dt>
            <dd className="text-right text-slate-700">
              {order.cash_receipt.type_label} {order.cash_receipt.identity_masked} · {order.cash_receipt.status_label}
            </dd>
          </>
        )}
        {order.valid_from && order.valid_until && (
          <>
            <dt className="text-slate-500">이용 기간</dt>
            <dd className="text-right text-slate-700">
              {formatDate(order.valid_from)} ~ {formatDate(order.valid_until)}
            </dd>
          </>
        )}
        {order.refund_account && (
          <>
            <dt className="text-slate-500">환불 계좌</dt>
            <dd className="text-right text-slate-700">
              {order.refund_account.bank_name} {order.refund_account.account_number_masked} ({order.refund_account.holder_name_masked})
            </dd>
          </>
        )}
        <dt className="text-slate-500">주문 번호</dt>
        <dd className="text-right break-all text-slate-500">{order.order_id}</dd>
      </dl>
      {order.status === 'pending' && order.virtual_account && (
        <div className="mt-3">
          <DepositAccount account={order.virtual_account} amount={order.amount} />
        </div>
      )}
      {order.fail_reason && <p className="mt-2 text-sm text-rose-700">{order.fail_reason}</p>}
      {escrow && order.receipt_due_at && (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-[13px] text-slate-700">
          강의는 지금 바로 볼 수 있습니다. 현금 결제라 결제대금이 {formatDate(order.receipt_due_at)}까지 결제대행사에 예치되며(에스크로), 구매확정을 누르지
          않아도 그날 자동으로 확정됩니다. 확정한 뒤에도 환불 기준에 따른 환불은 그대로 받을 수 있습니다.
        </p>
      )}
      {(order.receipt_url || escrow || order.can_refund) && (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {order.cash_receipt?.receipt_url && order.cash_receipt.status === 'issued' && (
            <a
              href={order.cash_receipt.receipt_url}
              target="_blank"
              rel="noreferrer"
              aria-label={`${order.order_name} 현금영수증`}
              className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              현금영수증
            </a>
          )}
          {order.receipt_url && (
            <a
              href={order.receipt_url}
              target="_blank"
              rel="noreferrer"
              aria-label={`${order.order_name} 영수증`}
              className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              영수증
            </a>
          )}
          {order.can_refund && (
            <button type="button" onClick={onRefund} className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
              환불 요청
            </button>
          )}
          {escrow && (
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
            >
              구매확정
            </button>
          )}
        </div>
      )}
    </article>
  );
}
