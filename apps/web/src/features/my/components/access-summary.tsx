import { koreanClock } from '@school/contracts';
import { Link } from 'react-router';
import { PAYMENT_PATH } from '@school/contracts/plain';
import { TERMS } from '../../../lib/copy';
import { useHoldings } from '../api/get-holdings';

/** '2026.12.26', in Korea's time. */
const day = (iso: string) => {
  const d = koreanClock(new Date(iso));
  return `${d.year}.${String(d.month).padStart(2, '0')}.${String(d.day).padStart(2, '0')}`;
};

/** /my: what the member can watch now and until when ("이용권 D-30"), or the way to get a pass. */
export function AccessSummary() {
  const holdings = useHoldings();
  const access = holdings.data?.access ?? [];
  return (
    <section aria-labelledby="my-access" className="rounded-2xl p-5 ring-1 ring-slate-200 mobile:p-4">
      <h2 id="my-access" className="font-bold text-slate-900">
        내 {TERMS.pass}
      </h2>
      {holdings.isPending && <p className="mt-2 text-sm text-slate-500">불러오는 중입니다…</p>}
      {holdings.isError && <p className="mt-2 text-sm text-rose-700">{TERMS.pass} 정보를 불러오지 못했습니다.</p>}
      {holdings.data && access.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">
          이용 중인 {TERMS.pass}이 없습니다.{' '}
          <Link to={PAYMENT_PATH} className="font-semibold text-accent-700 underline">
            {TERMS.pass} 보러 가기
          </Link>
        </p>
      )}
      {access.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100">
          {access.map((a, i) => (
            <li key={`${a.title}-${i}`} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-800">{a.title}</span>
                <span className="block text-slate-500">{a.valid_until ? `${day(a.valid_until)}까지` : '기한 없음'}</span>
              </span>
              {a.days_left !== null && (
                <span
                  className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ${a.days_left <= 7 ? 'bg-amber-100 text-amber-900' : 'bg-accent-50 text-accent-800'}`}
                  aria-label={`${a.days_left}일 남음`}
                >
                  {a.kind === 'pass' ? TERMS.pass : '강의'} D-{a.days_left}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
