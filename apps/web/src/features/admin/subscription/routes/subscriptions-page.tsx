import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { subscriptionStatuses, subscriptionStatusLabels, type SubscriptionStatus } from '@school/contracts';
import type { AdminSubscriptions } from '@school/contracts/admin';
import { secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { StateTabs } from '../../components/state-tabs';
import { formatDate, formatDateTime, won } from '../../components/labels';
import { useAdminSubscription } from '../api/get-subscription';
import { useAdminSubscriptions } from '../api/get-subscriptions';
import { useRetrySubscription } from '../api/retry-subscription';
import { PlanEditor } from '../components/plan-editor';
import { SubscriptionStats } from '../components/subscription-stats';

const STATES = [{ state: 'all' as const, label: '전체' }, ...subscriptionStatuses.map((s) => ({ state: s, label: subscriptionStatusLabels[s] }))];
type State = SubscriptionStatus | 'all';

/** /admin/subscriptions: figures, plans and prices, subscriptions by state, one member's charges and a manual retry. */
export default function SubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const state: State = STATES.find((s) => s.state === params.get('state'))?.state ?? 'all';
  const list = useAdminSubscriptions(state === 'all' ? undefined : state);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="subs-title" className="space-y-6">
      <h1 id="subs-title" className="text-xl font-bold">
        구독
      </h1>
      <SubscriptionStats />
      <PlanEditor />
      <section aria-labelledby="subs-list" className="space-y-3">
        <h2 id="subs-list" className="font-bold">
          구독 목록
        </h2>
        <StateTabs label="구독 상태" tabs={STATES} current={state} onSelect={(next) => setParams(next === 'all' ? {} : { state: next })} />
        {list.isPending && <LoadingMessage label="구독을 불러오는 중" />}
        {list.isError && <ErrorMessage message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">해당하는 구독이 없습니다.</p>}
        <ul className="space-y-2">
          {list.data?.items.map((s) => (
            <Row key={s.subscription_sn} s={s} open={open === s.subscription_sn} onToggle={() => setOpen(open === s.subscription_sn ? null : s.subscription_sn)} />
          ))}
        </ul>
      </section>
    </section>
  );
}

function Row({ s, open, onToggle }: { s: AdminSubscriptions['items'][number]; open: boolean; onToggle: () => void }) {
  return (
    <li className="rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200" aria-label={`구독 ${s.subscription_sn}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {s.plan_name} · {s.status_label}
          </p>
          <p className="break-all text-slate-600">
            {s.email} · 시작 {formatDate(s.started_at)} · {s.status === 'retrying' ? `다음 시도 ${formatDateTime(s.next_attempt_at)} (${s.retries}회 실패)` : `기간 끝 ${formatDate(s.period_end)}`} · {won(s.agreed_price)}
          </p>
        </div>
        <button type="button" className={`${secondaryButton} h-10`} aria-expanded={open} onClick={onToggle}>
          결제 내역
        </button>
      </div>
      {open && <Charges subscriptionSn={s.subscription_sn} retrying={s.status === 'retrying'} />}
    </li>
  );
}

function Charges({ subscriptionSn, retrying }: { subscriptionSn: number; retrying: boolean }) {
  const detail = useAdminSubscription(subscriptionSn);
  const retry = useRetrySubscription();
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      {detail.isPending && <LoadingMessage label="결제 내역을 불러오는 중" />}
      {detail.data && (
        <ul className="divide-y divide-slate-100">
          {detail.data.charges.map((c) => (
            <li key={c.order_id} className="py-1.5">
              {formatDateTime(c.attempted_at)} · {c.order_id} · {won(c.amount)} · {c.status_label}
              {c.attempt > 0 && ` (재시도 ${c.attempt})`}
              {c.failure_message && <span className="text-rose-700"> · {c.failure_message}</span>}
              {c.refunded_amount > 0 && ` · 환불 ${won(c.refunded_amount)}`}
            </li>
          ))}
        </ul>
      )}
      {retrying && (
        <button type="button" className={`${secondaryButton} mt-2 h-10`} disabled={retry.isPending} onClick={() => retry.mutate(subscriptionSn)}>
          지금 다시 결제
        </button>
      )}
      {retry.isError && (
        <p role="alert" className="mt-2 text-rose-700">
          {errorMessage(retry.error)}
        </p>
      )}
    </div>
  );
}
