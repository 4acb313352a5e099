import { useQuery } from '@tanstack/react-query';
import { KOREA_TIME_ZONE } from '@school/contracts';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { studioCoursesQuery } from '../../api/studio-queries';
import { studioCouponsQuery, useCreateStudioCoupon } from '../api/coupons';
import { CouponForm } from '../components/coupon-form';

const day = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: KOREA_TIME_ZONE });
// valid_until is the exclusive end (the next day's 00:00): the last day of use is the moment before it.
const lastDay = (iso: string) => day(new Date(new Date(iso).getTime() - 1).toISOString());
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** /studio/coupons: make a coupon for one of my courses within the operator's policy; see how each was used. */
export default function StudioCouponsPage() {
  const coupons = useQuery(studioCouponsQuery());
  const courses = useQuery(studioCoursesQuery());
  const create = useCreateStudioCoupon();
  return (
    <section aria-labelledby="studio-coupons-title" className="space-y-4">
      <h1 id="studio-coupons-title" className="text-xl font-bold">
        쿠폰 관리
      </h1>
      {(coupons.isPending || courses.isPending) && <LoadingMessage label="쿠폰을 불러오는 중" />}
      {coupons.isError && <ErrorMessage message={errorMessage(coupons.error)} onRetry={() => void coupons.refetch()} />}
      {courses.isError && <ErrorMessage message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />}
      {coupons.data && courses.data && (
        <>
          <CouponForm
            courses={courses.data.list.map((c) => ({ course_sn: c.course_sn, title: c.title }))}
            policy={coupons.data.policy}
            onCreate={(body) => create.mutateAsync(body)}
          />
          {coupons.data.list.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">아직 만든 쿠폰이 없습니다.</p>
          ) : (
            <ul className="space-y-3" aria-label="내 쿠폰">
              {coupons.data.list.map((c) => (
                <li key={c.key} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                  <p className="text-sm text-slate-500">
                    {c.course_title} · {day(c.valid_from)} ~ {lastDay(c.valid_until)}
                    {c.early_bird === 'Y' && ' · 얼리버드'}
                  </p>
                  <p className="mt-1 font-semibold text-slate-900">
                    {c.name} <span className="text-accent-700">{c.discount} 할인</span>
                  </p>
                  <p className="mt-1 font-mono text-sm">{c.code ?? `한 번만 쓰는 번호 ${c.count}장`}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-slate-500">수량</dt>
                      <dd className="font-semibold">{c.count.toLocaleString('ko-KR')}장</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">등록</dt>
                      <dd className="font-semibold">{c.registered.toLocaleString('ko-KR')}명</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">결제에 사용</dt>
                      <dd className="font-semibold">{c.used.toLocaleString('ko-KR')}건</dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">할인해 준 금액</dt>
                      <dd className="font-semibold">{won(c.discount_won)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-600">내 쿠폰의 할인은 정산에서 내 몫으로 부담합니다 (정산서의 ‘내 쿠폰 할인 중 플랫폼 몫 부담’ 줄).</p>
        </>
      )}
    </section>
  );
}
