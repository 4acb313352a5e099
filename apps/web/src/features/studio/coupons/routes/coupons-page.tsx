import { useQuery } from '@tanstack/react-query';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { studioCoursesQuery } from '../../api/studio-queries';
import { downloadCouponCodes, studioCouponsQuery, useCreateStudioCoupon, useEndStudioCoupon } from '../api/coupons';
import { CouponCard } from '../components/coupon-card';
import { CouponForm } from '../components/coupon-form';

/** /studio/coupons: make a coupon for one of my courses within the operator's policy; see how each was used, end one early, download a batch's codes. */
export default function StudioCouponsPage() {
  const coupons = useQuery(studioCouponsQuery());
  const courses = useQuery(studioCoursesQuery());
  const create = useCreateStudioCoupon();
  const end = useEndStudioCoupon();
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
                <CouponCard key={c.key} coupon={c} onEnd={(key) => end.mutateAsync(key)} onDownload={downloadCouponCodes} />
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-600">내 쿠폰의 할인은 정산에서 내 몫으로 부담합니다 (정산서의 ‘내 쿠폰 할인 중 플랫폼 몫 부담’ 줄).</p>
        </>
      )}
    </section>
  );
}
