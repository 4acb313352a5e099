import { useState } from 'react';
import type { StockRegion } from '@school/contracts';
import { useStockSearch } from '../../stocks';

export interface PickedStock {
  region: StockRegion;
  code: string;
  name: string;
}

const LIMIT = 5;

/** 종목 찾아 주문하기 on /practice: a stock found by its name, code or 초성, in either market, opens its order sheet. */
export function StockPicker({ onPick }: { onPick: (stock: PickedStock) => void }) {
  const [text, setText] = useState('');
  const q = text.trim();
  const kr = useStockSearch('kr', q, LIMIT);
  const us = useStockSearch('us', q, LIMIT);
  const rows = q
    ? [
        ...(kr.data?.items ?? []).map((item) => ({ region: 'kr' as const, item })),
        ...(us.data?.items ?? []).map((item) => ({ region: 'us' as const, item })),
      ]
    : [];
  const pending = q !== '' && (kr.isPending || us.isPending);
  return (
    <section aria-labelledby="stock-picker-title" className="space-y-3 rounded-3xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="stock-picker-title" className="text-lg font-bold text-slate-900">
        종목 찾아 주문하기
      </h2>
      <label className="block text-sm font-semibold text-slate-700">
        종목 이름이나 코드
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="예: 삼성전자, 005930, ㅅㅅㅈㅈ, AAPL"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </label>
      {pending && (
        <p role="status" className="text-sm text-slate-500">
          종목을 찾는 중입니다
        </p>
      )}
      {q !== '' && !pending && rows.length === 0 && <p className="text-sm text-slate-600">일치하는 종목이 없습니다.</p>}
      {rows.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
          {rows.map(({ region, item }) => (
            <li key={`${region}:${item.code}`} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">{item.name_ko}</span>
                <span className="text-xs text-slate-500">
                  {item.code} · {item.market_label}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onPick({ region, code: item.code, name: item.name_ko })}
                aria-label={`${item.name_ko} 주문`}
                className="shrink-0 rounded-lg bg-red-600 px-3 py-1.5 text-sm font-bold text-white"
              >
                주문
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
