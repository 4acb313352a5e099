import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@school/contracts';
import { SUCCESS_CODE, codes, commerceLimits } from '@school/contracts/plain';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useRefundQuote } from '../api/get-refund-quote';
import { useRefundReview } from '../api/refund-review';
import { useRequestRefundMutation } from '../api/request-refund';
import { formatWon } from '../format';
import { Dialog } from './dialog';
import { formatPoints } from '../../../lib/copy';
import { RefundReviewSection } from './refund-review-section';
import { RefundAccountFields, checkRefundAccount, emptyRefundAccount, type RefundAccountErrors, type RefundAccountInput } from '../../../components/ui/refund-account-fields';
import { useRefreshUnread } from '../../notifications';

/**
 * 환불 요청: shows the server-computed amount and each step of how it was computed, and only
 * then asks for confirmation. The amount seen is sent back; if it changed meanwhile (4051)
 * the new quote is shown instead of refunding a different amount.
 */
export function RefundDialog({ order, onClose, onDone }: { order: OrderDetail; onClose: () => void; onDone: (message: string) => void }) {
  const quote = useRefundQuote(order.order_id);
  const refund = useRequestRefundMutation();
  const queryClient = useQueryClient();
  const refreshUnread = useRefreshUnread();
  const [reason, setReason] = useState('');
  // While the team reviews a request, refunding now by the rule would end it at the lower amount: not the main action.
  const reviewOpen = useRefundReview(order.order_id).data?.review?.status === 'open';
  const [notice, setNotice] = useState<string>();
  // 가상계좌: the refund goes by bank transfer into the member's own account, asked for here (and only here).
  const needsAccount = order.pay_method === 'virtual_account';
  const [account, setAccount] = useState<RefundAccountInput>(emptyRefundAccount);
  const [accountErrors, setAccountErrors] = useState<RefundAccountErrors>({});

  /** The account to send: undefined when none is needed, null (errors shown) when the fields are not right yet. */
  const checkedAccount = () => {
    if (!needsAccount) return undefined;
    const checked = checkRefundAccount(account);
    setAccountErrors(checked.ok ? {} : checked.errors);
    return checked.ok ? checked.value : null;
  };

  const submit = async () => {
    if (!quote.data) return;
    setNotice(undefined);
    const refundAccount = checkedAccount();
    if (refundAccount === null) return;
    try {
      const result = await refund.mutateAsync({ orderId: order.order_id, expected_amount: quote.data.amount, reason, ...(refundAccount ? { refund_account: refundAccount } : {}) });
      if (result.code === SUCCESS_CODE) {
        void queryClient.invalidateQueries({ queryKey: ['commerce'] });
        // A refund done now is in the notification list already (one under review is not yet): the bell asks again.
        refreshUnread();
        onDone(result.message || '환불이 완료되었습니다.');
        return;
      }
      setNotice(result.message);
      if (result.code === codes.REFUND_AMOUNT_CHANGED.code) void quote.refetch();
    } catch (e) {
      setNotice(errorMessage(e));
    }
  };

  return (
    <Dialog title="환불 요청" onClose={onClose}>
      <p className="text-sm text-slate-600">{order.order_name}</p>
      {quote.isPending && <LoadingMessage label="환불 금액을 계산하고 있습니다" />}
      {quote.isError && <ErrorMessage message={errorMessage(quote.error)} onRetry={() => void quote.refetch()} />}
      {quote.data && (
        <>
          <section aria-label="환불 금액 계산" className="mt-4 rounded-xl bg-slate-50 p-4">
            <p className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-slate-800">환불 예정 금액</span>
              <strong aria-label="환불 예정 금액" className="text-2xl font-extrabold text-accent-700">
                {formatWon(quote.data.amount)}
              </strong>
            </p>
            {quote.data.points_returned > 0 && <p className="mt-1 text-right text-sm text-slate-600">포인트 {formatPoints(quote.data.points_returned)} 반환</p>}
            {quote.data.coupon_returned && <p className="mt-1 text-right text-sm text-slate-600">사용한 쿠폰 반환</p>}
            <h3 className="mt-4 text-sm font-bold text-slate-800">계산 방법</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
              {quote.data.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
          {quote.data.refundable ? (
            quote.data.access_ends && <p className="mt-3 text-sm text-rose-700">환불이 완료되면 이 상품으로 보던 강의를 더 이상 볼 수 없습니다.</p>
          ) : (
            <p role="alert" className="mt-3 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
              {quote.data.reason ?? '환불할 수 없는 주문입니다.'}
            </p>
          )}
          {/* One box: the reason goes with a refund now (optional) or with a request for review (needed). */}
          <label htmlFor="refund-reason" className="mt-4 block text-sm font-semibold text-slate-800">
            사유{' '}
            <span className="font-normal text-slate-400">{quote.data.refundable ? '(바로 환불은 선택, 검토 요청은 10자 이상)' : '(검토 요청은 10자 이상)'}</span>
          </label>
          <textarea
            id="refund-reason"
            value={reason}
            maxLength={commerceLimits.refundReasonMax}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            className="mt-1.5 w-full rounded-xl border border-slate-300 p-3 text-[15px] focus:border-accent-500 focus:ring-2 focus:ring-accent-100 focus:outline-none"
          />
        </>
      )}
      {quote.data && needsAccount && order.status !== 'refunded' && (
        <RefundAccountFields value={account} errors={accountErrors} onChange={setAccount} saved={order.refund_account} />
      )}
      {quote.data && (
        <RefundReviewSection orderId={order.order_id} reason={reason} onSent={() => setReason('')} account={needsAccount ? checkedAccount : undefined} />
      )}
      {notice && (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <div className="mt-5 grid grid-cols-2 gap-2">
        <button type="button" onClick={onClose} className={secondaryButton}>
          취소
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={!quote.data?.refundable || refund.isPending || quote.isFetching}
          aria-busy={refund.isPending}
          className={reviewOpen ? secondaryButton : primaryButton}
        >
          {quote.data ? `${reviewOpen ? '검토를 기다리지 않고 ' : ''}${formatWon(quote.data.amount)} 환불 받기` : '환불 받기'}
        </button>
      </div>
    </Dialog>
  );
}
