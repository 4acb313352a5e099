import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { LoadingMessage } from '../../../components/ui/status';
import { useRefreshUnread } from '../../notifications';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmPaymentMutation } from '../api/confirm-payment';
import { useOrder } from '../api/get-order';
import { DepositAccount } from '../components/deposit-account';
import { sandboxBankUrl } from '../api/sandbox-bank';
import { formatDate, formatDateTime, formatWon } from '../format';
import { PRODUCT_PAGE_PATH, PURCHASE_PATH } from '../paths';

const linkButton = 'inline-flex h-12 items-center justify-center rounded-xl px-5 font-semibold';

/**
 * /payment/success?paymentKey&orderId&amount: where the payment window returns. The server confirms
 * (idempotent, so a reload is harmless) and the page shows what was bought and until when.
 * Without paymentKey (an order paid entirely by coupon and points) it shows the order.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const paymentKey = params.get('paymentKey');
  const orderId = params.get('orderId') ?? '';
  const amount = params.get('amount');
  const confirm = useConfirmPaymentMutation();
  const order = useOrder(orderId, !paymentKey && orderId !== '');
  const queryClient = useQueryClient();
  const refreshUnread = useRefreshUnread();
  const sent = useRef(false);

  useEffect(() => {
    if (!paymentKey || sent.current) return;
    sent.current = true;
    confirm.mutate(
      { paymentKey, orderId, amount: Number(amount) },
      {
        // The payment's notice (or the 가상계좌's) is listed by the time the confirm answers: the bell counts it now.
        onSuccess: refreshUnread,
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ['commerce'] }),
      },
    );
  }, [paymentKey, orderId, amount, confirm, queryClient, refreshUnread]);

  const detail = paymentKey ? confirm.data : order.data;
  const error = paymentKey ? confirm.error : order.error;
  const missing = !paymentKey && orderId === '';

  return (
    <PageShell className="max-w-2xl">
      {detail ? (
        <Bought order={detail} />
      ) : error || missing ? (
        <section aria-labelledby="result-title">
          <h1 id="result-title" className="text-2xl font-bold text-slate-900 mobile:text-xl">
            결제를 확인하지 못했습니다
          </h1>
          <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-4 text-rose-800">
            {missing ? '결제 정보가 없습니다. 구매 내역에서 결제 결과를 확인해 주세요.' : errorMessage(error)}
          </p>
          <p className="mt-3 text-sm text-slate-600">승인되지 않은 결제는 청구되지 않으며, 같은 주문이 두 번 결제되지 않습니다.</p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Link to={PURCHASE_PATH} className={`${linkButton} bg-accent-600 text-white hover:bg-accent-700`}>
              구매 내역 보기
            </Link>
            <Link to={PRODUCT_PAGE_PATH} className={`${linkButton} ring-1 ring-slate-300 hover:bg-slate-50`}>
              이용권 다시 보기
            </Link>
          </div>
        </section>
      ) : (
        <LoadingMessage label="결제를 확인하고 있습니다. 창을 닫지 말아 주세요" />
      )}
    </PageShell>
  );
}

function Bought({ order }: { order: OrderDetail }) {
  // 가상계좌: the account is issued; the purchase starts when the deposit arrives.
  const va = order.status === 'pending' ? order.virtual_account : null;
  return (
    <section aria-labelledby="result-title">
      <h1 id="result-title" className="text-2xl font-bold text-slate-900 mobile:text-xl">
        {va ? '입금을 기다리고 있습니다' : '결제가 완료되었습니다'}
      </h1>
      <p className="mt-2 text-slate-600">
        {va ? '아래 계좌로 입금하시면 확인되는 대로 바로 수강할 수 있어요. 계좌 정보는 메일로도 보내 드렸습니다.' : '지금 바로 수강할 수 있어요.'}
      </p>
      {va && (
        <div className="mt-6">
          <DepositAccount account={va} amount={order.amount} />
        </div>
      )}
      <dl className="mt-6 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
        <Item term="상품" value={order.order_name} />
        <Item term="결제 금액" value={formatWon(order.amount)} />
        {order.coupon_discount > 0 && <Item term="쿠폰 할인" value={`${formatWon(order.coupon_discount)} (${order.coupon_name ?? '쿠폰'})`} />}
        {order.points_used > 0 && <Item term="포인트 사용" value={formatWon(order.points_used)} />}
        {order.method && <Item term="결제 수단" value={order.installment_months > 0 ? `${order.method} · ${order.installment_months}개월 할부${order.interest_free ? ' (무이자)' : ''}` : order.method} />}
        {order.cash_receipt && <Item term="현금영수증" value={`${order.cash_receipt.type_label} ${order.cash_receipt.identity_masked} · ${order.cash_receipt.status_label}`} />}
        {order.paid_at && <Item term="결제 일시" value={formatDateTime(order.paid_at)} />}
        {order.valid_from && order.valid_until && <Item term="이용 기간" value={`${formatDate(order.valid_from)} ~ ${formatDate(order.valid_until)}`} />}
        <Item term="주문 번호" value={order.order_id} />
      </dl>
      {order.receipt_due_at && (
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-sm leading-relaxed text-amber-900">
          에스크로 결제입니다. {formatDate(order.receipt_due_at)}까지 구매 내역에서 구매확정을 해 주세요. 하지 않으면 그날 자동으로 구매확정됩니다.
        </p>
      )}
      {/* Before the deposit there is nothing to watch yet: the way forward is the order, not the catalogue. */}
      <div className="mt-6 flex flex-wrap gap-2">
        {va ? (
          <Link to={PURCHASE_PATH} className={`${linkButton} bg-accent-600 text-white hover:bg-accent-700`}>
            구매 내역에서 입금 확인하기
          </Link>
        ) : (
          <>
            <Link to="/course" className={`${linkButton} bg-accent-600 text-white hover:bg-accent-700`}>
              강의 보러 가기
            </Link>
            <Link to={PURCHASE_PATH} className={`${linkButton} ring-1 ring-slate-300 hover:bg-slate-50`}>
              구매 내역 보기
            </Link>
          </>
        )}
        {va && order.provider === 'sandbox' && (
          <a href={sandboxBankUrl(order.order_id)} className={`${linkButton} ring-1 ring-slate-300 hover:bg-slate-50`}>
            샌드박스 은행에서 입금하기
          </a>
        )}
        {order.receipt_url && (
          <a href={order.receipt_url} target="_blank" rel="noreferrer" className={`${linkButton} ring-1 ring-slate-300 hover:bg-slate-50`}>
            영수증
          </a>
        )}
      </div>
    </section>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 px-5 py-3 text-sm mobile:px-4">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="text-right font-semibold break-all text-slate-900">{value}</dd>
    </div>
  );
}
