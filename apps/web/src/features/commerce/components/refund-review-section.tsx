import { useState } from 'react';
import type { RefundAccountBody } from '@school/contracts';
import { secondaryButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useRefundReview, useRequestRefundReview } from '../api/refund-review';

const STATUS = { open: '검토 중', approved: '환불됨', refused: '거절됨' } as const;

/**
 * Under the refund quote: when the rule gives nothing (or less than the member thinks fair), the member
 * can ask the team to review, with a reason; the answer shows here once given.
 */
export function RefundReviewSection({ orderId, account }: { orderId: string; account?: (() => RefundAccountBody | null | undefined) | undefined }) {
  const review = useRefundReview(orderId);
  const request = useRequestRefundReview(orderId);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const current = review.data?.review;
  const submit = async () => {
    setMessage(null);
    // 가상계좌: an approved refund is paid into the account in the fields above, so they must be right first.
    const refundAccount = account?.();
    if (refundAccount === null) {
      setMessage({ ok: false, text: '위의 환불받을 계좌를 먼저 확인해 주세요.' });
      return;
    }
    try {
      setMessage({ ok: true, text: await request.mutateAsync({ reason, ...(refundAccount ? { refund_account: refundAccount } : {}) }) });
      setReason('');
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e) });
    }
  };
  return (
    <section aria-label="환불 검토 요청" className="mt-4 rounded-xl border border-slate-200 p-4">
      <h3 className="text-sm font-bold text-slate-800">환불 기준과 다른 환불이 필요하신가요?</h3>
      {current && (
        <div className="mt-2 space-y-1 text-sm">
          <p>
            <span className="font-semibold">검토 요청 {STATUS[current.status]}</span> · {current.reason}
          </p>
          {current.answer && <p className="rounded-lg bg-slate-50 p-2 text-slate-700">답변: {current.answer}</p>}
        </div>
      )}
      {current?.status !== 'open' && (
        <>
          <label htmlFor={`review-${orderId}`} className="mt-2 block text-sm text-slate-600">
            사유를 적어 주시면 운영팀이 검토해 답변드립니다. (10자 이상)
          </label>
          <textarea
            id={`review-${orderId}`}
            value={reason}
            maxLength={1000}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            className="mt-1.5 w-full rounded-xl border border-slate-300 p-3 text-[15px] focus:border-accent-500 focus:ring-2 focus:ring-accent-100 focus:outline-none"
          />
          <button type="button" className={`${secondaryButton} mt-2 w-full`} disabled={request.isPending || reason.trim().length === 0} onClick={() => void submit()}>
            운영팀에 환불 검토 요청
          </button>
        </>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={`mt-2 text-sm ${message.ok ? 'text-emerald-700' : 'text-rose-700'}`}>
          {message.text}
        </p>
      )}
    </section>
  );
}
