import { useState } from 'react';
import { Link } from 'react-router';
import type { LectureTicker } from '@school/contracts';
import { stockInfoPath } from '../../stocks';
import { useLectureStocks } from '../api/get-lecture-stocks';
import { moment } from '../format';
import { OrderForm } from './order-form';
import { SidePanel } from './side-panel';

/**
 * The player's one practice slot: the stocks the lecture covers as chips (each opens the stock's chart), a 모의 매수
 * button opening the order panel beside the video, and the lecture's practice task.
 */
export function LectureStocks({ lcNo }: { lcNo: number }) {
  const stocks = useLectureStocks(lcNo);
  const [buying, setBuying] = useState<LectureTicker | null>(null);
  const data = stocks.data;
  if (!data || (data.items.length === 0 && !data.task)) return null;
  return (
    <section aria-labelledby="lecture-stocks-title" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 mobile:mx-4">
      <h2 id="lecture-stocks-title" className="text-base font-bold text-slate-900">
        이 강의에서 다룬 종목
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {data.items.map((t) => (
          <li key={`${t.region}:${t.code}`} className="flex items-center overflow-hidden rounded-full ring-1 ring-slate-300">
            <Link to={stockInfoPath(t.region, t.code)} className="px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50" aria-label={`${t.name_ko} 차트 보기`}>
              {t.name_ko}
              <span className="ml-1 text-xs text-slate-500">{t.code}</span>
              {t.at_sec !== null && <span className="ml-1 text-xs text-accent-700">{moment(t.at_sec)}</span>}
            </Link>
            <button type="button" onClick={() => setBuying(t)} className="border-l border-slate-300 bg-red-50 px-3 py-1.5 text-sm font-bold text-red-700 hover:bg-red-100" aria-label={`${t.name_ko} 모의 매수`}>
              모의 매수
            </button>
          </li>
        ))}
      </ul>
      {data.task && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <span className={`shrink-0 font-bold ${data.task.done ? 'text-emerald-700' : 'text-amber-700'}`}>{data.task.done ? '✓ 과제 완료' : '모의투자 과제'}</span>
          <span>{data.task.title}</span>
        </p>
      )}
      {buying && (
        <SidePanel title={`${buying.name_ko} 모의 매수`} onClose={() => setBuying(null)}>
          <OrderForm region={buying.region} code={buying.code} name={buying.name_ko} />
        </SidePanel>
      )}
    </section>
  );
}
