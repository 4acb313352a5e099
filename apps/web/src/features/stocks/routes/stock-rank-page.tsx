import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { StockMarket, StockRankType, StockRegion } from '@school/contracts';
import { CURRENCY_BY_REGION, REGION_LABELS, REGION_MARKETS, STOCK_RANK_TYPES, STOCK_RANK_TYPE_LABELS, stockMarketLabel } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useStockStore } from '../../../stores/stock';
import { useStockRank } from '../api/get-rank';
import { EducationNotice } from '../components/education-notice';
import { PriceChange } from '../components/price-change';
import { SampleNotice } from '../components/sample-notice';
import { StockNav } from '../components/stock-nav';
import { TabList, tabPanelProps } from '../components/tab-list';
import { formatAmount, formatCount, formatPlainPrice } from '../format';
import { stockInfoPath } from '../paths';
import { groupDigits } from '../../../lib/format';

const PAGE_SIZE = 20;
const TAB_ITEMS = STOCK_RANK_TYPES.map((value) => ({ value, label: STOCK_RANK_TYPE_LABELS[value] }));

/** /stocks/rank/{kr|us}: 시가총액·등락률·거래량 rankings, an exchange filter and pages of 20. */
export function StockRankPage({ market }: { market: StockRegion }) {
  const rankType = useStockStore((s) => s.rankType);
  const setRankType = useStockStore((s) => s.setRankType);
  // The page belongs to one ranking and filter: it starts over when either changes. (The page
  // remounts per market, so the filter starts over there too.)
  const [exchange, setExchange] = useState<StockMarket | null>(null);
  const [page, setPage] = useState(1);
  const filterName = useId();
  const currency = CURRENCY_BY_REGION[market];

  const rank = useStockRank(market, { type: rankType, market: exchange, page, limit: PAGE_SIZE });
  const data = rank.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const chooseType = (type: StockRankType) => {
    setRankType(type);
    setPage(1);
  };
  const chooseExchange = (value: StockMarket | null) => {
    setExchange(value);
    setPage(1);
  };

  return (
    <PageShell className="space-y-6">
      <StockNav section="rank" market={market} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">{REGION_LABELS[market]} 종목 순위</h1>
        <p className="mt-1 text-sm text-slate-600">시가총액, 등락률, 거래량 기준으로 종목을 살펴보세요.</p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabList label="순위 기준" items={TAB_ITEMS} value={rankType} onChange={chooseType} idPrefix={`rank-${market}`} />
        <fieldset className="flex flex-wrap items-center gap-1.5">
          <legend className="sr-only">거래소</legend>
          {[null, ...REGION_MARKETS[market]].map((value) => {
            const label = value ? stockMarketLabel(value) : '전체';
            const checked = exchange === value;
            return (
              <label
                key={value ?? 'all'}
                className={`inline-flex h-9 cursor-pointer items-center rounded-full px-3.5 text-sm font-semibold ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500 ${
                  checked ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-700 ring-slate-200 hover:ring-slate-300'
                }`}
              >
                <input type="radio" name={filterName} className="sr-only" checked={checked} onChange={() => chooseExchange(value)} />
                {label}
              </label>
            );
          })}
        </fieldset>
      </div>

      <div {...tabPanelProps(`rank-${market}`, rankType)} aria-busy={rank.isFetching} className="outline-none">
        {rank.isPending && <LoadingMessage label="순위를 불러오는 중입니다" />}
        {rank.isError && <ErrorMessage message={errorMessage(rank.error)} onRetry={() => void rank.refetch()} />}
        {data && (
          <>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600">
                {exchange ? stockMarketLabel(exchange) : '전체'} {groupDigits(data.total)}개 종목 · {STOCK_RANK_TYPE_LABELS[rankType]} 순
              </p>
              <SampleNotice source={data} />
            </div>
            {data.items.length === 0 ? (
              <p className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-600">이 조건에 맞는 종목이 없습니다.</p>
            ) : (
              <div className="overflow-x-auto rounded-2xl ring-1 ring-slate-200">
                <table className="w-full min-w-[320px] text-sm">
                  <caption className="sr-only">
                    {REGION_LABELS[market]} {STOCK_RANK_TYPE_LABELS[rankType]} 순위 {page}쪽
                  </caption>
                  <thead className="bg-slate-50 text-xs text-slate-500">
                    <tr>
                      <th scope="col" className="w-12 px-3 py-2.5 text-center font-semibold">
                        순위
                      </th>
                      <th scope="col" className="px-3 py-2.5 text-left font-semibold">
                        종목명
                      </th>
                      <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                        현재가{currency === 'USD' ? '($)' : '(원)'}
                      </th>
                      <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                        등락률
                      </th>
                      <th scope="col" className="px-3 py-2.5 text-right font-semibold mobile:hidden">
                        거래량
                      </th>
                      <th scope="col" className="px-3 py-2.5 text-right font-semibold mobile:hidden">
                        시가총액
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.items.map((item) => (
                      <tr key={item.code} className="hover:bg-slate-50">
                        <td className="px-3 py-3 text-center font-semibold text-slate-500 tabular-nums">{item.rank}</td>
                        <th scope="row" className="max-w-[14rem] px-3 py-3 text-left font-normal">
                          <Link to={stockInfoPath(market, item.code)} className="block truncate font-semibold text-slate-900 hover:text-accent-700 hover:underline">
                            {item.name_ko}
                          </Link>
                          <span className="block truncate text-xs text-slate-500">
                            {item.code} · {item.market_label}
                          </span>
                        </th>
                        <td className="px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">{formatPlainPrice(item.price, currency)}</td>
                        <td className="px-3 py-3 text-right whitespace-nowrap">
                          <PriceChange change={item.change} rate={item.change_rate} currency={currency} showAmount={false} />
                        </td>
                        <td className="px-3 py-3 text-right text-slate-700 tabular-nums mobile:hidden">{formatCount(item.volume)}</td>
                        <td className="px-3 py-3 text-right text-slate-700 tabular-nums mobile:hidden">{item.market_cap > 0 ? formatAmount(item.market_cap, currency) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {pages > 1 && <Pagination page={page} pages={pages} onPage={setPage} />}
          </>
        )}
      </div>

      <EducationNotice />
    </PageShell>
  );
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  const button = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold transition disabled:opacity-40';
  return (
    <nav aria-label="순위 페이지" className="mt-4 flex items-center justify-center gap-1">
      <button type="button" className={`${button} text-slate-700 hover:bg-slate-100`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전<span className="sr-only"> 페이지</span>
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`${n}페이지`}
          onClick={() => onPage(n)}
          className={`${button} ${n === page ? 'bg-accent-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {n}
        </button>
      ))}
      <button type="button" className={`${button} text-slate-700 hover:bg-slate-100`} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        다음<span className="sr-only"> 페이지</span>
      </button>
    </nav>
  );
}
