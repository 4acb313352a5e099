import { KOREA_TIME_ZONE, type SubscriptionPlan } from '@school/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/form';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn } from '../../../stores/session';
import { usePlans } from '../api/get-plans';
import { useStartSubscriptionMutation } from '../api/start-subscription';
import { openBillingWindow, won } from '../billing-window';
import { HeldPassNotice } from '../components/held-pass-notice';

/**
 * /subscription: 월간·연간 구독. One plan, one explicit consent to automatic renewal (its text shown in full, not
 * pre-ticked), one button to the card window: the same number of steps as 해지 예약 on /my.
 */
export function SubscribePage() {
  const signedIn = useIsLoggedIn();
  const plans = usePlans(signedIn);
  const start = useStartSubscriptionMutation();
  const navigate = useNavigate();
  const [planSn, setPlanSn] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = plans.data?.plans.find((p) => p.plan_sn === planSn) ?? plans.data?.plans[0];

  const submit = () => {
    if (!plans.data || !chosen) return;
    if (!signedIn) {
      void navigate(loginPath('/subscription'));
      return;
    }
    if (!agreed) {
      setError('자동 결제(정기 결제) 안내를 읽고 동의해 주세요.');
      return;
    }
    setError(null);
    start.mutate(
      { plan_sn: chosen.plan_sn, auto_renew_consent: true, consent_version: plans.data.consent_version },
      {
        onSuccess: (opened) => void openBillingWindow(opened, { assign: (url) => window.location.assign(url), origin: window.location.origin }).catch((e: unknown) => setError(errorMessage(e))),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <PageShell className="max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">구독</h1>
      <p className="mt-2 text-slate-600">구독하는 동안 이용권처럼 전체 강의(이용권 포함 강의)를 볼 수 있고, 기간이 끝나는 날 자동으로 결제됩니다.</p>
      {plans.isPending && <LoadingMessage label="구독 상품을 불러오는 중" />}
      {plans.isError && <ErrorMessage message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />}
      {plans.data && chosen && (
        <>
          <fieldset className="mt-6 space-y-3">
            <legend className="font-bold text-slate-900">상품 선택</legend>
            {plans.data.plans.map((p) => (
              <PlanOption key={p.plan_sn} plan={p} checked={p.plan_sn === chosen.plan_sn} onChoose={() => setPlanSn(p.plan_sn)} />
            ))}
          </fieldset>
          <HeldPassNotice enabled={signedIn} />
          <section aria-labelledby="auto-renew" className="mt-6 rounded-2xl bg-slate-50 p-5 mobile:p-4">
            <h2 id="auto-renew" className="font-bold text-slate-900">
              자동 결제(정기 결제) 안내
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {plans.data.consent_lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <label className="mt-4 flex items-start gap-2 text-sm font-semibold text-slate-900">
              <input type="checkbox" className="mt-0.5 size-5" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              <span>
                위 내용을 확인했으며, {chosen.name}를 {won(chosen.first_charge)}에 시작하고 {chosen.months === 12 ? '매년' : '매월'} 자동 결제되는 데 동의합니다. (필수)
              </span>
            </label>
          </section>
          {error && (
            <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
              {error}
            </p>
          )}
          <button type="button" className={`${primaryButton} mt-6 w-full`} disabled={start.isPending} onClick={submit}>
            카드 등록하고 구독 시작
          </button>
          <p className="mt-3 text-sm text-slate-500">
            해지는 <Link to="/my" className="underline">내 정보</Link>에서 언제든 버튼 한 번으로 예약할 수 있습니다.
          </p>
        </>
      )}
    </PageShell>
  );
}

function PlanOption({ plan, checked, onChoose }: { plan: SubscriptionPlan; checked: boolean; onChoose: () => void }) {
  const first = plan.first_charge < plan.price;
  return (
    <label className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 ${checked ? 'bg-accent-50 ring-accent-500' : 'ring-slate-200'}`}>
      <input type="radio" name="plan" className="mt-1 size-5" checked={checked} onChange={onChoose} />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{plan.name}</span>
        <span className="block text-lg font-bold text-slate-900">
          {won(plan.price)} <span className="text-sm font-medium text-slate-500">/ {plan.months === 12 ? '년' : '월'}</span>
        </span>
        {first && <span className="block text-sm text-accent-800">첫 {plan.months === 12 ? '해' : '달'} {won(plan.first_charge)} — 이후 결제는 다시 동의하셔야 진행됩니다.</span>}
        {plan.first_price_note && <span className="block text-sm text-slate-600">{plan.first_price_note}</span>}
        {plan.price_change && (
          <span className="block text-sm text-amber-800">
            {new Date(plan.price_change.effective_at).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE })}부터 {won(plan.price_change.price)}
          </span>
        )}
        <span className="block text-sm text-slate-600">{plan.unlocks}</span>
      </span>
    </label>
  );
}
