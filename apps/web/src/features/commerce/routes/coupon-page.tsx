import { Link, useSearchParams } from 'react-router';
import type { CouponStatus, MyCoupon } from '@school/contracts';
import { couponStatuses } from '@school/contracts/plain';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useMyCoupons } from '../api/get-my-coupons';
import { CouponCodeField } from '../components/coupon-code-field';
import { formatDate, formatWon } from '../format';
import { PRODUCT_PAGE_PATH } from '../paths';

const TAB_LABELS: Record<CouponStatus, string> = { usable: '사용 가능', used: '사용 완료', expired: '기간 만료' };
const EMPTY: Record<CouponStatus, string> = {
  usable: '지금 사용할 수 있는 쿠폰이 없습니다.',
  used: '아직 사용한 쿠폰이 없습니다.',
  expired: '기간이 지난 쿠폰이 없습니다.',
};

function discountText(c: MyCoupon): string {
  if (c.discount_type === 'fixed') return `${formatWon(c.discount_value)} 할인`;
  return `${c.discount_value}% 할인${c.max_discount !== null ? ` (최대 ${formatWon(c.max_discount)})` : ''}`;
}

/** /my/coupon: the member's coupons by status, and a field to register a code. */
export function CouponPage() {
  const [params, setParams] = useSearchParams();
  const status = (couponStatuses as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as CouponStatus) : 'usable';
  const coupons = useMyCoupons(status);
  const counts = coupons.data?.counts;
  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">쿠폰</h1>
      <div className="mt-5 rounded-2xl bg-slate-50 p-5 mobile:p-4">
        <CouponCodeField onRegistered={() => setParams({ status: 'usable' })} />
      </div>
      <div role="tablist" aria-label="쿠폰 상태" className="mt-6 flex border-b border-slate-200">
        {couponStatuses.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            id={`coupon-tab-${s}`}
            aria-selected={s === status}
            aria-controls="coupon-panel"
            onClick={() => setParams(s === 'usable' ? {} : { status: s })}
            className={`-mb-px flex-1 border-b-2 px-2 py-3 text-sm font-semibold ${s === status ? 'border-accent-600 text-accent-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`}
          >
            {TAB_LABELS[s]}
            {counts && <span className="ml-1 tabular-nums">{counts[s]}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="coupon-panel" aria-labelledby={`coupon-tab-${status}`} className="mt-4 space-y-3">
        {coupons.isPending && <LoadingMessage label="쿠폰을 불러오는 중입니다" />}
        {coupons.isError && <ErrorMessage message={errorMessage(coupons.error)} onRetry={() => void coupons.refetch()} />}
        {coupons.data?.list.length === 0 && (
          <EmptyState title={EMPTY[status]}>
            {status === 'usable' && <p>쿠폰 번호가 있다면 위에서 등록해 주세요. 이벤트 쿠폰은 이벤트·혜택 페이지에서 안내합니다.</p>}
          </EmptyState>
        )}
        <ul className="space-y-3">
          {coupons.data?.list.map((c) => (
            <li key={c.coupon_id} className={`rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4 ${status === 'usable' ? '' : 'opacity-70'}`}>
              <p className="text-xl font-extrabold text-accent-700">{discountText(c)}</p>
              <p className="mt-1 font-bold text-slate-900">{c.name}</p>
              <p className="mt-1 text-sm text-slate-600">
                {c.applies_to}
                {c.min_order > 0 && ` · ${formatWon(c.min_order)} 이상 주문 시`}
              </p>
              <p className="mt-1 text-[13px] text-slate-500">
                {status === 'used' && c.used_at ? `${formatDate(c.used_at)} 사용` : `${formatDate(c.valid_from)} ~ ${formatDate(c.valid_until)}`}
              </p>
            </li>
          ))}
        </ul>
        {status === 'usable' && (coupons.data?.list.length ?? 0) > 0 && (
          <Link to={PRODUCT_PAGE_PATH} className="inline-block pt-2 font-semibold text-accent-700 underline">
            쿠폰 쓰러 가기
          </Link>
        )}
      </div>
    </PageShell>
  );
}
