import { useState } from 'react';
import { secondaryButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useRefundQuote } from '../api/get-refund-quote';
import { useRefundSubscriptionMutation } from '../api/refund-subscription';
import { won } from '../billing-window';

/** 이번 기간 환불: the rule's lines and amount first, then one confirmation. */
export function RefundPanel() {
  const [open, setOpen] = useState(false);
  const quote = useRefundQuote(open);
  const refund = useRefundSubscriptionMutation();
  if (!open) {
    return (
      <button type="button" className="text-sm text-slate-600 underline" onClick={() => setOpen(true)}>
        이번 기간 환불 받기
      </button>
    );
  }
  return (
    <div className="rounded-xl p-3 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">이번 기간 환불</h3>
      {quote.isPending && <p className="mt-1 text-slate-500">환불 금액을 계산하는 중입니다…</p>}
      {quote.isError && <p className="mt-1 text-rose-700">{errorMessage(quote.error)}</p>}
      {quote.data && (
        <>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-600">
            {quote.data.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <p className="mt-2">환불하면 구독이 바로 끝나고 강의를 더 볼 수 없습니다.</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={`${secondaryButton} h-10`} disabled={refund.isPending} onClick={() => refund.mutate({ expected_amount: quote.data.amount })}>
              {won(quote.data.amount)} 환불하고 구독 끝내기
            </button>
            <button type="button" className={`${secondaryButton} h-10`} onClick={() => setOpen(false)}>
              닫기
            </button>
          </div>
        </>
      )}
      {refund.isError && (
        <p role="alert" className="mt-2 text-rose-700">
          {errorMessage(refund.error)}
        </p>
      )}
    </div>
  );
}
