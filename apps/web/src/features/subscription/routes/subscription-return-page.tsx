import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../../components/ui/page-shell';
import { LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useActivateSubscriptionMutation } from '../api/activate-subscription';
import { koreanDate, SUBSCRIBE_PATH, won } from '../billing-window';

const linkButton = 'inline-flex h-12 items-center justify-center rounded-xl px-5 font-semibold';

/**
 * /subscription/success?customerKey&authKey: the card window came back. The server issues the billing key and
 * charges the first period (sign-up) or keeps the new card (card change); an authKey works once.
 */
export function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const customerKey = params.get('customerKey') ?? '';
  const authKey = params.get('authKey') ?? '';
  const activate = useActivateSubscriptionMutation();
  const queryClient = useQueryClient();
  const sent = useRef(false);
  useEffect(() => {
    if (!customerKey || !authKey || sent.current) return;
    sent.current = true;
    activate.mutate({ customerKey, authKey }, { onSettled: () => void queryClient.invalidateQueries() });
  }, [customerKey, authKey, activate, queryClient]);

  const sub = activate.data?.subscription;
  return (
    <PageShell className="max-w-2xl">
      {sub ? (
        <section aria-labelledby="result-title">
          <h1 id="result-title" className="text-2xl font-bold text-slate-900 mobile:text-xl">
            구독이 시작되었습니다
          </h1>
          <p className="mt-4 text-slate-700">
            {sub.plan_name} · 다음 결제일 {sub.next_charge_at ? koreanDate(sub.next_charge_at) : '-'}
            {sub.next_charge_amount !== null && ` · ${won(sub.next_charge_amount)}`}
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Link to="/course" className={`${linkButton} bg-accent-600 text-white hover:bg-accent-700`}>
              강의 보러 가기
            </Link>
            <Link to="/my" className={`${linkButton} ring-1 ring-slate-300 hover:bg-slate-50`}>
              내 구독 보기
            </Link>
          </div>
        </section>
      ) : activate.isError || !customerKey || !authKey ? (
        <Failed message={!customerKey || !authKey ? '카드 등록 정보가 없습니다. 처음부터 다시 시도해 주세요.' : errorMessage(activate.error)} />
      ) : (
        <LoadingMessage label="카드를 등록하고 결제하는 중입니다" />
      )}
    </PageShell>
  );
}

/** /subscription/fail?code&message: the window was closed or refused. */
export function SubscriptionFailPage() {
  const [params] = useSearchParams();
  return (
    <PageShell className="max-w-2xl">
      <Failed message={params.get('message') ?? '카드 등록이 완료되지 않았습니다.'} />
    </PageShell>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <section aria-labelledby="result-title">
      <h1 id="result-title" className="text-2xl font-bold text-slate-900 mobile:text-xl">
        구독을 시작하지 못했습니다
      </h1>
      <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-4 text-rose-800">
        {message}
      </p>
      <p className="mt-3 text-sm text-slate-600">승인되지 않은 결제는 청구되지 않습니다.</p>
      <Link to={SUBSCRIBE_PATH} className={`${linkButton} mt-6 bg-accent-600 text-white hover:bg-accent-700`}>
        다시 시도
      </Link>
    </section>
  );
}
