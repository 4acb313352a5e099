import { useState, type FormEvent } from 'react';
import type { AdminRefundBody } from '@school/contracts/admin';
import { FormAlert } from '../../../../components/ui/form';
import { LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { won } from '../../components/labels';
import { useRefundQuote } from '../api/get-refund-quote';
import { useApproveReview } from '../api/refund-reviews';
import { useRefundOrder } from '../api/refund-order';

/**
 * An operator refund of one order: the rule's quote, then by the rule, in full or a set amount, with a
 * reason. Given a review request (`reviewId`), the refund also answers it (POST …/refund-reviews/{id}/approve).
 * A 가상계좌 order is refunded only into the bank account its member entered (decision 094): an account typed here
 * could be the operator's own, so there is no such field; without the member's the server refuses (8305).
 */
export function RefundForm({
  orderId,
  paid,
  reviewId,
  payMethod,
  savedAccount,
}: {
  orderId: string;
  paid: number;
  reviewId?: number;
  payMethod: string;
  savedAccount: string | null;
}) {
  const quote = useRefundQuote(orderId);
  const refund = useRefundOrder();
  const approve = useApproveReview();
  const [mode, setMode] = useState<AdminRefundBody['mode']>('rule');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [memberNote, setMemberNote] = useState('');
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const noAccount = payMethod === 'virtual_account' && !savedAccount;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    try {
      const note = memberNote.trim();
      const body = { mode, reason, ...(note ? { member_note: note } : {}), ...(mode === 'custom' ? { amount: Number(amount) || 0 } : {}) };
      const done = reviewId === undefined ? await refund.mutateAsync({ orderId, ...body }) : await approve.mutateAsync({ id: reviewId, ...body });
      setResult({ tone: 'info', message: done.message });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="환불" className="mt-3 space-y-3 border-t border-slate-100 pt-3 text-sm">
      {quote.isPending && <LoadingMessage label="환불 기준 금액을 계산하는 중" />}
      {quote.data && (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold">
            환불 기준: {quote.data.refundable ? won(quote.data.amount) : '환불할 금액 없음'}
            {quote.data.points_returned ? ` + 포인트 ${quote.data.points_returned.toLocaleString('ko-KR')}P` : ''}
          </p>
          <ul className="mt-1 list-disc pl-5 text-slate-600">
            {(quote.data.lines.length ? quote.data.lines : [quote.data.reason ?? '']).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold">환불 방식</legend>
        {(
          [
            ['rule', '기준대로'],
            ['full', `전액 (${won(paid)})`],
            ['custom', '금액 지정'],
          ] as const
        ).map(([m, label]) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name={`mode-${orderId}`} checked={mode === m} onChange={() => setMode(m)} /> {label}
          </label>
        ))}
      </fieldset>
      {mode === 'custom' && (
        <label className="block font-semibold">
          환불 금액 (원)
          <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} className="mt-1 block h-11 w-48 rounded-xl border border-slate-300 px-3" />
        </label>
      )}
      {payMethod === 'virtual_account' && savedAccount && (
        <p className="rounded-lg bg-slate-50 p-3">가상계좌 결제: 회원이 입력한 환불 계좌 {savedAccount}로 환불합니다.</p>
      )}
      {noAccount && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          가상계좌로 결제한 주문은 회원이 입력한 본인 계좌로만 환불할 수 있는데, 회원이 입력한 환불 계좌가 없습니다. 회원이 구매 내역의 환불 신청에서 직접 계좌를
          입력하도록 안내해 주세요.
        </p>
      )}
      <label className="block font-semibold">
        내부 메모 (회원에게 보이지 않음)
        <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" />
      </label>
      <label className="block font-semibold">
        회원에게 보낼 말 (선택)
        <span className="block text-xs font-normal text-slate-500">주문 내역과 환불 안내 메일에 그대로 보입니다.</span>
        <textarea rows={2} maxLength={1000} value={memberNote} onChange={(e) => setMemberNote(e.target.value)} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" />
      </label>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <button type="submit" disabled={noAccount || refund.isPending || approve.isPending} className="h-11 rounded-xl bg-rose-600 px-4 font-semibold text-white disabled:bg-slate-300">
        환불 실행
      </button>
    </form>
  );
}
