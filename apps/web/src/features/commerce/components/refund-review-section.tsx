import { useState } from 'react';
import type { RefundAccountBody } from '@school/contracts';
import { secondaryButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useRefundReview, useRequestRefundReview } from '../api/refund-review';

const STATUS = { open: '운영팀이 검토하고 있습니다', approved: '검토 결과: 환불됨', refused: '검토 결과: 환불 불가' } as const;

/**
 * Under the refund quote: when the rule gives nothing (or less than the member thinks fair), the member
 * can ask the team to review, with the reason written in the dialog's one box; the answer shows here once given.
 */
export function RefundReviewSection({
  orderId,
  reason,
  onSent,
  account,
}: {
  orderId: string;
  reason: string;
  onSent: () => void;
  account?: (() => RefundAccountBody | null | undefined) | undefined;
}) {
  const review = useRefundReview(orderId);
  const request = useRequestRefundReview(orderId);
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
      onSent();
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
            <span className="font-semibold">{STATUS[current.status]}</span> · 보낸 사유: {current.reason}
          </p>
          {current.answer && <p className="rounded-lg bg-slate-50 p-2 text-slate-700">답변: {current.answer}</p>}
        </div>
      )}
      {current?.status !== 'open' && (
        <>
          <p className="mt-2 text-sm text-slate-600">위 사유 칸에 까닭을 적어 보내 주시면 운영팀이 검토해 답변드립니다. (10자 이상)</p>
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
