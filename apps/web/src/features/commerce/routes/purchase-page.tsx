import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@school/contracts';
import { paymentPeriods } from '@school/contracts/plain';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Toast, showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showConfirm, showError } from '../../../lib/popup';
import { useConfirmPurchaseMutation } from '../api/confirm-purchase';
import { useMyPayments } from '../api/get-my-payments';
import { OrderCard } from '../components/order-card';
import { RefundDialog } from '../components/refund-dialog';
import { PRODUCT_PAGE_PATH } from '../paths';
import { SubscriptionCharges } from '../../subscription';

type Period = (typeof paymentPeriods)[number];
const PERIOD_LABELS: Record<Period, string> = { '1m': '1개월', '3m': '3개월', '6m': '6개월', '1y': '1년', all: '전체' };
const SIZE = 10;

/** /my/purchase: purchase history by period, 구매확정 and 환불 요청. */
export function PurchasePage() {
  const [params] = useSearchParams();
  const period = (paymentPeriods as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as Period) : '1y';
  const page = Math.max(1, Math.min(1000, Number(params.get('page')) || 1));
  const payments = useMyPayments({ period, page, size: SIZE });
  const confirm = useConfirmPurchaseMutation();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<OrderDetail | null>(null);

  const onConfirm = async (order: OrderDetail) => {
    const yes = await showConfirm(`'${order.order_name}'의 구매를 확정할까요? 구매확정 뒤에도 환불 규정에 따른 환불은 받을 수 있습니다.`, { yesText: '구매확정' });
    if (!yes) return;
    confirm.mutate(order.order_id, {
      onSuccess: () => {
        showToast('구매를 확정했습니다.');
        void queryClient.invalidateQueries({ queryKey: ['commerce', 'payments'] });
      },
      onError: (e) => void showError(errorMessage(e)),
    });
  };

  const hrefFor = (p: number, per: Period = period) => `?period=${per}${p > 1 ? `&page=${p}` : ''}`;
  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">구매 내역</h1>
      <nav aria-label="조회 기간" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {paymentPeriods.map((p) => (
            <li key={p}>
              <Link
                to={hrefFor(1, p)}
                aria-current={p === period ? 'page' : undefined}
                className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ${p === period ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
              >
                {PERIOD_LABELS[p]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-5 space-y-3">
        {payments.isPending && <LoadingMessage label="구매 내역을 불러오는 중입니다" />}
        {payments.isError && <ErrorMessage message={errorMessage(payments.error)} onRetry={() => void payments.refetch()} />}
        {payments.data?.list.length === 0 && (
          <EmptyState title={`최근 ${PERIOD_LABELS[period]} 동안 구매한 내역이 없습니다.`}>
            <Link to={PRODUCT_PAGE_PATH} className="font-semibold text-accent-700 underline">
              이용권 보러 가기
            </Link>
          </EmptyState>
        )}
        {payments.data?.list.map((order) => (
          <OrderCard key={order.order_id} order={order} busy={confirm.isPending} onConfirm={() => void onConfirm(order)} onRefund={() => setRefunding(order)} />
        ))}
      </div>
      {payments.data && <Pagination page={page} total={payments.data.total} size={SIZE} hrefFor={(p) => hrefFor(p)} label="구매 내역 페이지" />}
      <SubscriptionCharges />
      <p className="mt-8 text-xs leading-relaxed text-slate-500">
        결제 기록은 5년간(1만 원 이하 결제는 1년간) 보관되며, 회원 탈퇴 뒤에도 그 기간 동안 보관됩니다.
      </p>
      {refunding && (
        <RefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null);
            showToast(message);
          }}
        />
      )}
      <Toast />
    </PageShell>
  );
}
