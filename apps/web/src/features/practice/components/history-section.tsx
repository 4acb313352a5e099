import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useHistory } from '../api/get-history';
import { money } from '../format';

/** 거래 내역: every order, newest first, with its fill, fee and tax. */
export function HistorySection() {
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const data = history.data;
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-lg font-bold text-slate-900">
        거래 내역
      </h2>
      {history.isError && <p className="text-sm text-red-700">{errorMessage(history.error)}</p>}
      {data && data.items.length === 0 && <p className="text-sm text-slate-600">아직 주문이 없습니다.</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-2xl text-sm ring-1 ring-slate-200">
          {data.items.map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-2 p-3">
              <span>
                <span className="font-semibold">{o.name_ko}</span> <span className={o.side === 'buy' ? 'text-red-600' : 'text-blue-600'}>{o.side === 'buy' ? '매수' : '매도'}</span> {o.qty}주 ·{' '}
                {o.status_label}
              </span>
              <span className="text-slate-600 tabular-nums">
                {o.status === 'filled'
                  ? `${o.filled_on} ${money(o.fill_price, o.region)} · 수수료 ${money(o.fee, o.region)}${o.tax ? ` · 세금 ${money(o.tax, o.region)}` : ''}${o.realised !== null ? ` · 실현 ${money(o.realised, o.region)}` : ''}`
                  : new Date(o.placed_at).toLocaleString('ko-KR')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.items.length && (
        <div className="flex gap-2">
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)} className="rounded-lg px-3 py-1 text-sm ring-1 ring-slate-300 disabled:opacity-40">
            이전
          </button>
          <button type="button" disabled={page * 20 >= data.total} onClick={() => setPage(page + 1)} className="rounded-lg px-3 py-1 text-sm ring-1 ring-slate-300 disabled:opacity-40">
            다음
          </button>
        </div>
      )}
    </section>
  );
}
