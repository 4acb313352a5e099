import { Link } from 'react-router';
import type { StockRegion } from '@school/contracts';
import { DemoBadge } from '../../../components/ui/badges';
import { useStockLectures } from '../api/get-stock-lectures';
import { moment } from '../format';

/** "이 종목을 다룬 강의" on a stock page, and the way into a practice order of the stock. */
export function StockLectures({ market, code }: { market: StockRegion; code: string }) {
  const lectures = useStockLectures(market, code);
  const items = lectures.data?.items ?? [];
  return (
    <section aria-labelledby="stock-lectures-title" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 mobile:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stock-lectures-title" className="text-lg font-bold text-slate-900">
          이 종목을 다룬 강의
        </h2>
        <Link to={`/practice?${new URLSearchParams({ region: market, code }).toString()}`} className="rounded-full bg-red-600 px-4 py-1.5 text-sm font-bold text-white">
          모의 매수
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{lectures.isLoading ? '불러오는 중입니다…' : '아직 이 종목을 다룬 강의가 없습니다.'}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((l) => (
            <li key={l.lc_no}>
              <Link to={`/course/play/${l.course_sn}?lc_no=${l.lc_no}`} className="block py-2.5 hover:bg-slate-50">
                <span className="block font-semibold text-slate-800">
                  {l.is_demo === 'Y' && <DemoBadge className="mr-1.5 align-middle" />}
                  {l.title}
                </span>
                <span className="text-sm text-slate-500">
                  {l.course_title}
                  {l.at_sec !== null && ` · ${moment(l.at_sec)}부터`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
