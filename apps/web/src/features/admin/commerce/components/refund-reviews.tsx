import { useState } from 'react';
import type { AdminRefundReview } from '@school/contracts/admin';
import { FormAlert } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime, won } from '../../components/labels';
import { useRefuseReview, useRefundReviews } from '../api/refund-reviews';
import { RefundForm } from './refund-form';

/** Members' open requests for a refund outside the rule: refund (and answer) or refuse with an answer. */
export function RefundReviews() {
  const reviews = useRefundReviews();
  const list = reviews.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="reviews-title" className="font-bold text-amber-900">
        환불 검토 요청 {list.length}건
      </h2>
      <ul className="space-y-2">
        {list.map((r) => (
          <Review key={r.id} r={r} />
        ))}
      </ul>
    </section>
  );
}

function Review({ r }: { r: AdminRefundReview }) {
  const [mode, setMode] = useState<'none' | 'refund' | 'refuse'>('none');
  const refuse = useRefuseReview();
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const button = 'h-10 rounded-lg bg-white px-3 text-sm font-semibold ring-1 ring-slate-300';
  return (
    <li className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200" aria-label={`검토 요청 ${r.order_id}`}>
      <p className="font-semibold">{r.order_name}</p>
      <p className="break-all text-slate-600">
        {r.email} · {r.order_id} · {won(r.amount)} · 결제 {formatDateTime(r.paid_at)} · 요청 {formatDateTime(r.created_at)}
      </p>
      <p className="mt-1 rounded bg-slate-50 p-2">{r.reason}</p>
      <div className="mt-2 flex gap-2">
        <button type="button" className={button} aria-expanded={mode === 'refund'} onClick={() => setMode(mode === 'refund' ? 'none' : 'refund')}>
          환불하고 답변
        </button>
        <button type="button" className={button} aria-expanded={mode === 'refuse'} onClick={() => setMode(mode === 'refuse' ? 'none' : 'refuse')}>
          거절
        </button>
      </div>
      {mode === 'refund' && <RefundForm orderId={r.order_id} paid={r.amount} reviewId={r.id} payMethod={r.pay_method} savedAccount={r.refund_account_label} />}
      {mode === 'refuse' && (
        <form
          className="mt-2 space-y-2"
          aria-label="거절 답변"
          onSubmit={(e) => {
            e.preventDefault();
            setResult(null);
            refuse.mutate({ id: r.id, answer }, { onError: (err) => setResult(errorMessage(err)) });
          }}
        >
          <label className="block font-semibold">
            회원에게 보낼 답변
            <textarea rows={2} maxLength={1000} value={answer} onChange={(e) => setAnswer(e.target.value)} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" />
          </label>
          <FormAlert message={result} />
          <button type="submit" disabled={refuse.isPending} className="h-10 rounded-lg bg-slate-900 px-3 font-semibold text-white">
            거절하고 답변
          </button>
        </form>
      )}
    </li>
  );
}
