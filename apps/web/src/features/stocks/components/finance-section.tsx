import { useId } from 'react';
import type { ProcType, StockFinancePeriod, StockRegion } from '@school/contracts';
import { PROC_TYPES, PROC_TYPE_INFO } from '@school/contracts/plain';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useStockStore } from '../../../stores/stock';
import { useStockFinance } from '../api/get-finance';
import { formatAmount, formatPercent, formatPlainPrice, formatRatio, type Currency } from '../format';
import { TabList, tabPanelProps } from './tab-list';

const PROC_ITEMS = PROC_TYPES.map((value) => ({ value, label: PROC_TYPE_INFO[value].label }));

const ROWS: { key: keyof StockFinancePeriod; label: string; kind: 'amount' | 'price' | 'ratio' | 'percent' }[] = [
  { key: 'revenue', label: '매출액', kind: 'amount' },
  { key: 'operating_income', label: '영업이익', kind: 'amount' },
  { key: 'net_income', label: '당기순이익', kind: 'amount' },
  { key: 'total_assets', label: '자산총계', kind: 'amount' },
  { key: 'total_liabilities', label: '부채총계', kind: 'amount' },
  { key: 'total_equity', label: '자본총계', kind: 'amount' },
  { key: 'eps', label: 'EPS', kind: 'price' },
  { key: 'per', label: 'PER', kind: 'ratio' },
  { key: 'pbr', label: 'PBR', kind: 'ratio' },
  { key: 'roe', label: 'ROE', kind: 'percent' },
];

function cell(value: number | string | null, kind: (typeof ROWS)[number]['kind'], currency: Currency): string {
  if (typeof value === 'string') return value;
  if (kind === 'amount') return formatAmount(value, currency);
  if (kind === 'price') return formatPlainPrice(value, currency);
  if (kind === 'ratio') return formatRatio(value);
  return formatPercent(value);
}

/** 재무제표: a table per statement kind (proc_type, default '01' 연결 연간) with simple bars above it. */
export function FinanceSection({ market, code, currency }: { market: StockRegion; code: string; currency: Currency }) {
  const procType = useStockStore((s) => s.procType);
  const setProcType = useStockStore((s) => s.setProcType);
  const finance = useStockFinance(market, code, procType);
  const headingId = useId();
  const data = finance.data;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          재무제표
        </h2>
        <TabList<ProcType> label="재무제표 구분" items={PROC_ITEMS} value={procType} onChange={setProcType} idPrefix="finance" size="sm" />
      </div>
      <div {...tabPanelProps('finance', procType)} aria-busy={finance.isFetching} className="outline-none">
        {finance.isPending && <LoadingMessage label="재무제표를 불러오는 중입니다" />}
        {finance.isError && <ErrorMessage message={errorMessage(finance.error)} onRetry={() => void finance.refetch()} />}
        {data && data.list.length === 0 && <p className="text-sm text-slate-600">공시된 재무제표가 없습니다.</p>}
        {data && data.list.length > 0 && (
          <>
            <FinanceBars list={data.list} currency={currency} />
            <div className="mt-4 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
              <table className="w-full min-w-[560px] text-sm">
                <caption className="sr-only">
                  {data.proc_type_label} 재무제표 (단위: {currency === 'KRW' ? '원' : '달러'})
                </caption>
                <thead className="bg-slate-50 text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2.5 text-left font-semibold">
                      항목
                    </th>
                    {data.list.map((p) => (
                      <th key={p.period} scope="col" className="px-3 py-2.5 text-right font-semibold whitespace-nowrap">
                        {p.period}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {ROWS.map((row) => (
                    <tr key={row.key}>
                      <th scope="row" className="sticky left-0 bg-white px-3 py-2.5 text-left font-semibold whitespace-nowrap text-slate-700">
                        {row.label}
                      </th>
                      {data.list.map((p) => {
                        const value = p[row.key];
                        const negative = typeof value === 'number' && value < 0;
                        return (
                          <td key={p.period} className={`px-3 py-2.5 text-right whitespace-nowrap tabular-nums ${negative ? 'text-blue-700' : 'text-slate-800'}`}>
                            {cell(value, row.kind, currency)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-xs text-slate-500">
              {PROC_TYPE_INFO[procType].period === 'quarter' ? '분기 PER·ROE는 연율화한 값입니다. ' : ''}PER은 순이익이 없으면 표시하지 않습니다.
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** Revenue and operating income per period as bars; the table below carries the same numbers for screen readers. */
function FinanceBars({ list, currency }: { list: StockFinancePeriod[]; currency: Currency }) {
  const max = Math.max(1, ...list.flatMap((p) => [Math.abs(p.revenue), Math.abs(p.operating_income)]));
  return (
    <div aria-hidden="true" className="rounded-2xl bg-slate-50 p-4">
      <div className="mb-3 flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-accent-500" /> 매출액
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-amber-400" /> 영업이익
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-slate-400" /> 영업손실
        </span>
      </div>
      <div className="flex h-36 items-end gap-2">
        {list.map((p) => (
          <div key={p.period} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <div className="flex min-h-0 w-full flex-1 items-end justify-center gap-0.5">
              <div
                className="w-1/3 max-w-5 rounded-t bg-accent-500"
                style={{ height: `${Math.max(2, (Math.abs(p.revenue) / max) * 100)}%` }}
                title={`${p.period} 매출액 ${formatAmount(p.revenue, currency)}`}
              />
              <div
                className={`w-1/3 max-w-5 rounded-t ${p.operating_income < 0 ? 'bg-slate-400' : 'bg-amber-400'}`}
                style={{ height: `${Math.max(2, (Math.abs(p.operating_income) / max) * 100)}%` }}
                title={`${p.period} 영업이익 ${formatAmount(p.operating_income, currency)}`}
              />
            </div>
            <span className="w-full truncate text-center text-[11px] text-slate-500">{p.period}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
