import { useState } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_CONSENT_VERSION, type MySubscription } from '@school/contracts';
import { secondaryButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useCancelSubscriptionMutation } from '../api/cancel-subscription';
import { useChangeCardMutation } from '../api/change-card';
import { useConsentPriceMutation } from '../api/consent-price';
import { useMySubscription } from '../api/get-my-subscription';
import { useResumeSubscriptionMutation } from '../api/resume-subscription';
import { koreanDate, openBillingWindow, SUBSCRIBE_PATH, won } from '../billing-window';
import { RefundPanel } from './refund-panel';
import { ChargeList } from './subscription-charges';

type Sub = NonNullable<MySubscription['subscription']>;

/** /my: the member's subscription — next charge, 해지 예약 / 해지 취소 (one tap each), card change, receipts, refund. */
export function SubscriptionSection() {
  const mine = useMySubscription();
  const sub = mine.data?.subscription;
  return (
    <section aria-labelledby="my-subscription" className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <h2 id="my-subscription" className="font-bold text-slate-900">
        내 구독
      </h2>
      {mine.isPending && <p className="mt-2 text-sm text-slate-500">불러오는 중입니다…</p>}
      {mine.isError && <p className="mt-2 text-sm text-rose-700">구독 정보를 불러오지 못했습니다. {errorMessage(mine.error)}</p>}
      {mine.data && !sub && (
        <p className="mt-2 text-sm text-slate-600">
          이용 중인 구독이 없습니다.{' '}
          <Link to={SUBSCRIBE_PATH} className="font-semibold text-accent-700 underline">
            월간·연간 구독 보러 가기
          </Link>
        </p>
      )}
      {sub && <SubscriptionDetail sub={sub} />}
    </section>
  );
}

function SubscriptionDetail({ sub }: { sub: Sub }) {
  const cancel = useCancelSubscriptionMutation();
  const resume = useResumeSubscriptionMutation();
  const card = useChangeCardMutation();
  const consent = useConsentPriceMutation();
  const [cardError, setCardError] = useState<string | null>(null);
  const live = sub.status === 'active' || sub.status === 'retrying' || sub.status === 'cancel_reserved';
  const error = cancel.error ?? resume.error ?? consent.error;
  const changeCard = () => {
    setCardError(null);
    card.mutate(undefined, {
      onSuccess: (start) => void openBillingWindow(start, { assign: (url) => window.location.assign(url), origin: window.location.origin }).catch((e: unknown) => setCardError(errorMessage(e))),
      onError: (e) => setCardError(errorMessage(e)),
    });
  };
  return (
    <div className="mt-3 space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-slate-500">상품</dt>
        <dd className="font-semibold text-slate-900">{sub.plan_name}</dd>
        <dt className="text-slate-500">상태</dt>
        <dd>
          <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${sub.status === 'active' ? 'bg-accent-50 text-accent-800' : 'bg-amber-100 text-amber-900'}`}>{sub.status_label}</span>
        </dd>
        {sub.status === 'cancel_reserved' || !live ? (
          <>
            <dt className="text-slate-500">이용 종료일</dt>
            <dd data-testid="subscription-end">{koreanDate(sub.period_end)}</dd>
          </>
        ) : (
          <>
            <dt className="text-slate-500">다음 결제일</dt>
            <dd>{sub.next_charge_at ? koreanDate(sub.next_charge_at) : '동의가 필요합니다'}</dd>
            <dt className="text-slate-500">다음 결제 금액</dt>
            <dd>{sub.next_charge_amount !== null ? won(sub.next_charge_amount) : '-'}</dd>
          </>
        )}
        {sub.card_label && (
          <>
            <dt className="text-slate-500">결제 카드</dt>
            <dd className="break-all">{sub.card_label}</dd>
          </>
        )}
      </dl>
      {sub.status === 'retrying' && sub.grace_until && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          갱신 결제가 실패해 다시 시도하고 있습니다. {koreanDate(sub.grace_until)}까지는 계속 수강하실 수 있습니다. 카드를 바꾸면 다음 시도에 새 카드로 결제됩니다.
        </p>
      )}
      {sub.consent_needed && (
        <div className="rounded-xl bg-amber-50 p-3 text-amber-900">
          <p>
            {sub.consent_needed.reason === 'paid_after_trial' ? '무료·할인 기간이 끝나면' : '가격이 바뀌어'} 다음 결제 금액은 {won(sub.consent_needed.price)}입니다. 동의하셔야 결제되며, 동의하지 않으면 {koreanDate(sub.period_end)}에
            구독이 끝나고 더 결제되지 않습니다.
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-2 h-10`}
            disabled={consent.isPending}
            onClick={() => consent.mutate({ price: sub.consent_needed!.price, consent_version: SUBSCRIPTION_CONSENT_VERSION })}
          >
            {won(sub.consent_needed.price)} 결제에 동의
          </button>
        </div>
      )}
      {live && (
        <div className="flex flex-wrap gap-2">
          {sub.status === 'cancel_reserved' ? (
            <button type="button" className={`${secondaryButton} h-10`} disabled={resume.isPending} onClick={() => resume.mutate()}>
              해지 취소
            </button>
          ) : (
            <button type="button" className={`${secondaryButton} h-10`} disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              해지 예약
            </button>
          )}
          <button type="button" className={`${secondaryButton} h-10`} disabled={card.isPending} onClick={changeCard}>
            결제 카드 변경
          </button>
        </div>
      )}
      {sub.status === 'cancel_reserved' && <p className="text-slate-600">해지 예약되었습니다. {koreanDate(sub.period_end)}까지 이용하실 수 있고 더 결제되지 않습니다.</p>}
      {(error ?? cardError) && (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 text-rose-800">
          {cardError ?? errorMessage(error)}
        </p>
      )}
      <Receipts sub={sub} />
      {live && <RefundPanel />}
    </div>
  );
}

function Receipts({ sub }: { sub: Sub }) {
  if (sub.charges.length === 0) return null;
  return (
    <details className="rounded-xl bg-slate-50 p-3">
      <summary className="cursor-pointer font-semibold text-slate-800">결제 내역 ({sub.charges.length}건)</summary>
      <ChargeList charges={sub.charges} />
    </details>
  );
}
