import { Link } from 'react-router';
import type { MySubscription } from '@school/contracts';
import { useMySubscription } from '../api/get-my-subscription';
import { koreanDate, won } from '../billing-window';

type Charge = NonNullable<MySubscription['subscription']>['charges'][number];

/** Every charge of the subscription: date, amount, state, period, refund and Toss's receipt. */
export function ChargeList({ charges }: { charges: Charge[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-200">
      {charges.map((c) => (
        <li key={c.order_id} className="py-2">
          <p className="flex justify-between gap-2">
            <span>{koreanDate(c.attempted_at)}</span>
            <span className="font-semibold">
              {won(c.amount)} · {c.status_label}
            </span>
          </p>
          <p className="text-xs text-slate-500">
            이용 기간 {koreanDate(c.period_start)} ~ {koreanDate(c.period_end)} · 주문 번호 {c.order_id}
            {c.refunded_amount > 0 && ` · 환불 ${won(c.refunded_amount)}`}
          </p>
          {c.failure_message && <p className="text-xs text-rose-700">{c.failure_message}</p>}
          {c.receipt_url && (
            <a href={c.receipt_url} target="_blank" rel="noreferrer" className="text-xs font-semibold text-accent-700 underline">
              {koreanDate(c.attempted_at)} 결제 영수증
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /my/purchase: the subscription's automatic charges beside the orders (they are not orders, decision 093), so every
 * payment a member made is on the page they look for it; 해지 and refunds stay on /my.
 */
export function SubscriptionCharges() {
  const mine = useMySubscription();
  const charges = mine.data?.subscription?.charges ?? [];
  if (charges.length === 0) return null;
  return (
    <section aria-labelledby="purchase-subscription" className="mt-8 rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <h2 id="purchase-subscription" className="font-bold text-slate-900">
        구독 자동 결제 ({charges.length}건)
      </h2>
      <ChargeList charges={charges} />
      <p className="mt-3 text-sm">
        <Link to="/my" className="font-semibold text-accent-700 underline">
          구독 해지·환불은 내 정보에서
        </Link>
      </p>
    </section>
  );
}
