import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../../components/ui/page-shell';
import { useRecordFailureMutation } from '../api/record-failure';
import { PRODUCT_PAGE_PATH, PURCHASE_PATH, checkoutPath } from '../paths';

/** Provider codes whose own message is English or technical get a Korean sentence. */
const KNOWN: Record<string, string> = {
  PAY_PROCESS_CANCELED: '결제를 취소하셨습니다.',
  PAY_PROCESS_ABORTED: '결제가 중단되었습니다. 다시 시도해 주세요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 승인하지 않았습니다. 다른 카드로 다시 시도해 주세요.',
};

/** The provider's message when it reads as Korean, else ours for the code. */
export function failureReason(code: string, message: string): string {
  if (message && /[가-힣]/.test(message)) return message;
  return KNOWN[code] ?? '결제가 완료되지 않았습니다. 다시 시도해 주세요.';
}

/** /payment/fail?code&message&orderId: the Korean reason; nothing was charged and nothing unlocked. */
export function FailPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const message = params.get('message') ?? '';
  const orderId = params.get('orderId');
  const record = useRecordFailureMutation();
  const queryClient = useQueryClient();
  const sent = useRef(false);

  useEffect(() => {
    if (!orderId || sent.current) return;
    sent.current = true;
    // Best effort: the order expires by itself anyway if this never arrives.
    record.mutate({ orderId, code: code.slice(0, 100), message: message.slice(0, 500) }, { onSettled: () => void queryClient.invalidateQueries({ queryKey: ['commerce'] }) });
  }, [orderId, code, message, record, queryClient]);

  return (
    <PageShell className="max-w-2xl">
      <section aria-labelledby="result-title">
        <h1 id="result-title" className="text-2xl font-bold text-slate-900 mobile:text-xl">
          결제가 완료되지 않았습니다
        </h1>
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-4 text-rose-800">
          {failureReason(code, message)}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">
          결제 금액은 청구되지 않았고 이용권도 지급되지 않았습니다. 사용하려던 쿠폰과 포인트는 그대로 남아 있습니다.
        </p>
        {code && <p className="mt-1 text-xs text-slate-400">오류 코드: {code}</p>}
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={record.data ? checkoutPath(record.data.product_id) : PRODUCT_PAGE_PATH} className="inline-flex h-12 items-center rounded-xl bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700">
            다시 결제하기
          </Link>
          <Link to={PURCHASE_PATH} className="inline-flex h-12 items-center rounded-xl px-5 font-semibold ring-1 ring-slate-300 hover:bg-slate-50">
            구매 내역 보기
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
