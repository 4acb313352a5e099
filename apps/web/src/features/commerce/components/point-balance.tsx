import { Link } from 'react-router';
import { useBalance } from '../api/get-balance';
import { formatDate, formatWon } from '../format';
import { COUPON_PATH } from '../paths';

/** The point balance for /my, with what expires soon. */
export function PointBalance() {
  const balance = useBalance();
  return (
    <section aria-labelledby="my-points" className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="my-points" className="font-bold text-slate-900">
          포인트
        </h2>
        <p className="text-xl font-extrabold text-slate-900 tabular-nums">
          {balance.data ? formatWon(balance.data.balance) : balance.isError ? '—' : '…'}
        </p>
      </div>
      {balance.isError && <p className="mt-1 text-sm text-rose-700">포인트를 불러오지 못했습니다.</p>}
      {balance.data && balance.data.expiring_soon > 0 && balance.data.next_expiry && (
        <p className="mt-1 text-sm text-amber-800">
          30일 안에 {formatWon(balance.data.expiring_soon)}이 사라져요 ({formatDate(balance.data.next_expiry)}부터)
        </p>
      )}
      <p className="mt-1 text-[13px] text-slate-500">
        결제할 때 1원 단위로 쓸 수 있어요. <Link to={COUPON_PATH} className="text-accent-700 underline">쿠폰함 보기</Link>
      </p>
    </section>
  );
}
