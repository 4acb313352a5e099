import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrderRow } from '@school/contracts/admin';
import { secondaryButton } from '../../../../components/ui/form';
import { Pagination } from '../../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { StateTabs } from '../../components/state-tabs';
import { formatDateTime, ORDER_STATUS_LABEL, won } from '../../components/labels';
import { useOrders } from '../api/get-orders';
import { RefundForm } from '../components/refund-form';
import { RefundReviews } from '../components/refund-reviews';

const STATES = [
  { state: 'refundable', label: '환불 가능' },
  { state: 'refund_requested', label: '환불 처리 중' },
  { state: 'refunded', label: '환불 완료' },
  { state: 'all', label: '전체' },
] as const;
type State = (typeof STATES)[number]['state'];

/** /admin/refunds: find an order (order number or e-mail), see the rule's amount, refund by the rule, in full or a set amount. */
export default function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const state: State = STATES.find((s) => s.state === params.get('state'))?.state ?? 'refundable';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders({ state, q, page });
  const [open, setOpen] = useState<string | null>(null);
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = new FormData(e.currentTarget).get('q');
    setParams({ state, ...(typeof v === 'string' && v.trim() ? { q: v.trim() } : {}) });
  };
  return (
    <section aria-labelledby="refunds-title" className="space-y-4">
      <h1 id="refunds-title" className="text-xl font-bold">
        환불
      </h1>
      <RefundReviews />
      <StateTabs label="주문 상태" tabs={STATES} current={state} onSelect={(next) => setParams({ state: next, ...(q ? { q } : {}) })} />
      <form role="search" aria-label="주문 검색" onSubmit={search} className="flex gap-2">
        <label htmlFor="order-q" className="sr-only">
          주문 번호 또는 회원 이메일
        </label>
        <input id="order-q" name="q" defaultValue={q} maxLength={100} placeholder="주문 번호 또는 회원 이메일" className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3" />
        <button type="submit" className={secondaryButton}>
          검색
        </button>
      </form>
      {orders.isPending && <LoadingMessage label="주문을 불러오는 중" />}
      {orders.isError && <ErrorMessage message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />}
      {orders.data && (
        <>
          {orders.data.list.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">해당하는 주문이 없습니다.</p>}
          <ul className="space-y-2">
            {orders.data.list.map((o) => (
              <OrderCard key={o.order_id} o={o} open={open === o.order_id} onToggle={() => setOpen(open === o.order_id ? null : o.order_id)} />
            ))}
          </ul>
          <Pagination page={page} total={orders.data.total} size={30} hrefFor={(p) => `?${new URLSearchParams({ state, ...(q ? { q } : {}), page: String(p) }).toString()}`} />
        </>
      )}
    </section>
  );
}

function OrderCard({ o, open, onToggle }: { o: AdminOrderRow; open: boolean; onToggle: () => void }) {
  // A subscription charge is refunded from the member's 구독 page, not here (decision 110).
  const refundable = o.source === 'order' && ['paid', 'awaiting_receipt', 'settled'].includes(o.status);
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={`주문 ${o.order_id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">
            {o.source === 'subscription' && <span className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">구독 결제</span>}
            {o.order_name}
          </p>
          <p className="break-all text-slate-600">
            {o.email} · {o.order_id}
          </p>
          <p className="text-slate-600">
            {won(o.amount)}
            {o.points_used ? ` + 포인트 ${o.points_used.toLocaleString('ko-KR')}P` : ''} · {ORDER_STATUS_LABEL[o.status] ?? o.status} · 결제 {formatDateTime(o.paid_at)}
            {o.refund_amount ? ` · 환불 ${won(o.refund_amount)}` : ''}
          </p>
        </div>
        {refundable && (
          <button type="button" aria-expanded={open} onClick={onToggle} className="h-10 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300">
            환불하기
          </button>
        )}
      </div>
      {open && <RefundForm orderId={o.order_id} paid={o.amount} payMethod={o.pay_method} savedAccount={o.refund_account_label} />}
    </li>
  );
}
