import { useState, type FormEvent } from 'react';
import type { AdminSubscriptionPlans } from '@school/contracts/admin';
import { secondaryButton } from '../../../../components/ui/form';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, won } from '../../components/labels';
import { useSubscriptionPlans } from '../api/get-plans';
import { useSavePlan } from '../api/save-plan';

type Plan = AdminSubscriptionPlans['plans'][number];

/** The plans: name, on sale, first-period price; a new price is scheduled at least 30 days ahead (members are told). */
export function PlanEditor() {
  const plans = useSubscriptionPlans();
  return (
    <section aria-labelledby="sub-plans" className="space-y-3">
      <h2 id="sub-plans" className="font-bold">
        구독 상품과 가격
      </h2>
      {plans.isError && <p className="text-rose-700">{errorMessage(plans.error)}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {plans.data?.plans.map((p) => (
          <PlanForm key={`${p.plan_sn}-${p.next_price_at ?? ''}-${p.price}`} plan={p} />
        ))}
      </ul>
    </section>
  );
}

function PlanForm({ plan }: { plan: Plan }) {
  const save = useSavePlan();
  const [done, setDone] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const str = (k: string) => {
      const v = f.get(k);
      return typeof v === 'string' ? v.trim() : '';
    };
    const nextPrice = str('next_price');
    const first = str('first_price');
    setDone(false);
    save.mutate(
      {
        planSn: plan.plan_sn,
        body: {
          name: str('name'),
          on_sale: f.get('on_sale') === 'on',
          first_price: first === '' ? null : Number(first),
          next_price: nextPrice === '' ? null : { price: Number(nextPrice), effective_date: str('effective_date') },
        },
      },
      { onSuccess: () => setDone(true) },
    );
  };
  const id = (k: string) => `plan-${plan.plan_sn}-${k}`;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {plan.months === 12 ? '연간' : '월간'} · 지금 가격 {won(plan.price)} · 구독자 {plan.subscribers}명
        {plan.next_price !== null && plan.next_price_at && ` · ${formatDate(plan.next_price_at)}부터 ${won(plan.next_price)}`}
      </p>
      <form onSubmit={submit} className="mt-2 grid gap-2 text-sm">
        <label htmlFor={id('name')}>상품 이름</label>
        <input id={id('name')} name="name" defaultValue={plan.name} maxLength={60} className="h-10 rounded-lg border border-slate-300 px-2" />
        <label htmlFor={id('first')}>첫 기간 가격 (비우면 정가, 0은 무료 체험)</label>
        <input id={id('first')} name="first_price" type="number" min={0} defaultValue={plan.first_price ?? ''} className="h-10 rounded-lg border border-slate-300 px-2" />
        <label htmlFor={id('next')}>바뀔 가격 (비우면 변경 없음)</label>
        <input id={id('next')} name="next_price" type="number" min={1} defaultValue={plan.next_price ?? ''} className="h-10 rounded-lg border border-slate-300 px-2" />
        <label htmlFor={id('date')}>적용일 (오늘부터 30일 뒤 이후)</label>
        <input id={id('date')} name="effective_date" type="date" defaultValue={plan.next_price_at?.slice(0, 10) ?? ''} className="h-10 rounded-lg border border-slate-300 px-2" />
        <label className="flex items-center gap-2">
          <input name="on_sale" type="checkbox" defaultChecked={plan.on_sale} className="size-5" />
          판매 중
        </label>
        <button type="submit" className={`${secondaryButton} h-10`} disabled={save.isPending}>
          저장
        </button>
        {save.isError && (
          <p role="alert" className="text-rose-700">
            {errorMessage(save.error)}
          </p>
        )}
        {done && <p role="status">저장했습니다. 가격 변경은 구독자에게 메일·문자로 알립니다.</p>}
      </form>
    </li>
  );
}
