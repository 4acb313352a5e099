import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StockHistoryRange, StockInfoResponse, StockRegion } from '@school/contracts';
import { REGION_LABELS, STOCK_HISTORY_RANGES, STOCK_HISTORY_RANGE_LABELS } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { ChevronRightIcon, SearchIcon } from '../../../components/ui/icons';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useStockStore } from '../../../stores/stock';
import { useStockHistory } from '../api/get-history';
import { useStockInfo } from '../api/get-stock-info';
import { EducationNotice } from '../components/education-notice';
import { StockLectures } from '../../practice';
import { FavoriteButton } from '../components/favorite-button';
import { FinanceSection } from '../components/finance-section';
import { PriceChange } from '../components/price-change';
import { SampleNotice } from '../components/sample-notice';
import { StockChart } from '../components/stock-chart';
import { FavoritesCard, Top10Card } from '../components/stock-lists';
import { StockNav } from '../components/stock-nav';
import { TabList, tabPanelProps } from '../components/tab-list';
import { formatAmount, formatPercent, formatPlainPrice, formatPrice, formatRatio, formatShares, type Currency } from '../format';
import { RELATED_COURSE_CATEGORY, relatedCoursesPath } from '../paths';

const RANGE_ITEMS = STOCK_HISTORY_RANGES.map((value) => ({ value, label: value }));

/**
 * /stocks/info/{kr|us}[?code=]: the market overview (TOP 10, the member's favorites) and, when a code
 * is chosen, that stock: price, chart, key figures, statements. Every figure block carries the
 * provenance label from the API, and the page says it is education, not advice.
 */
export function StockInfoPage({ market }: { market: StockRegion }) {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim().toUpperCase() || null;
  const setSelected = useStockStore((s) => s.setSelected);
  useEffect(() => setSelected(market, code), [market, code, setSelected]);

  return (
    <PageShell className="space-y-6">
      <StockNav section="info" market={market} />
      <EducationNotice />
      <div className="grid grid-cols-[minmax(0,1fr)_320px] items-start gap-6 mobile:grid-cols-1">
        <div className="min-w-0 space-y-6">
          {code ? (
            <StockDetail market={market} code={code} />
          ) : (
            <>
              <NoStockChosen market={market} />
              <Top10Card market={market} selected={null} showSource />
            </>
          )}
        </div>
        <aside aria-label={`${REGION_LABELS[market]} 종목 둘러보기`} className="space-y-4">
          <FavoritesCard market={market} selected={code} />
          {code && <Top10Card market={market} selected={code} />}
        </aside>
      </div>
    </PageShell>
  );
}

function NoStockChosen({ market }: { market: StockRegion }) {
  return (
    <section aria-labelledby="stock-info-title" className="rounded-3xl bg-gradient-to-br from-accent-50 to-white p-8 ring-1 ring-accent-100 mobile:p-5">
      <h1 id="stock-info-title" className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">
        {REGION_LABELS[market]} 종목 정보
      </h1>
      <p className="mt-2 text-slate-600">
        살펴볼 종목을 골라 주세요. 시가총액 상위 종목이나 관심 종목에서 고르거나, 이름·코드·초성으로 검색할 수 있어요.
      </p>
      <Link
        to={`/stocks/search/${market}`}
        className="mt-5 inline-flex h-12 items-center gap-2 rounded-xl bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
      >
        <SearchIcon width={18} height={18} />
        종목 검색하기
      </Link>
    </section>
  );
}

function StockDetail({ market, code }: { market: StockRegion; code: string }) {
  const info = useStockInfo(market, code);
  if (info.isPending) return <LoadingMessage label="종목 정보를 불러오는 중입니다" />;
  if (info.isError) {
    const notFound = info.error instanceof ApiError && (info.error.code === '5003' || info.error.code === '5002');
    return (
      <section aria-labelledby="stock-info-title" className="space-y-4">
        <h1 id="stock-info-title" className="text-2xl font-bold text-slate-900 mobile:text-xl">
          {notFound ? '종목을 찾을 수 없습니다' : '종목 정보를 불러오지 못했습니다'}
        </h1>
        <ErrorMessage message={errorMessage(info.error)} onRetry={notFound ? undefined : () => void info.refetch()} />
        <Link to={`/stocks/search/${market}`} className="inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline">
          종목 검색으로 찾아보기 <ChevronRightIcon width={16} height={16} />
        </Link>
      </section>
    );
  }
  const data = info.data;
  return (
    <>
      <Summary data={data} market={market} />
      <ChartSection market={market} code={data.company.code} name={data.company.name_ko} currency={data.currency} />
      <StockLectures market={market} code={data.company.code} />
      <KeyFigures data={data} />
      <FinanceSection market={market} code={data.company.code} currency={data.currency} />
      <RelatedCourses market={market} name={data.company.name_ko} />
    </>
  );
}

function Summary({ data, market }: { data: StockInfoResponse; market: StockRegion }) {
  const { company, price, currency } = data;
  return (
    <section aria-labelledby="stock-info-title" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 mobile:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
            <span className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-bold text-slate-700">{company.market_label}</span>
            <span className="tabular-nums">{company.code}</span>
            <span aria-hidden="true">·</span>
            <span>{company.sector}</span>
          </p>
          <h1 id="stock-info-title" className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">
            {company.name_ko}
          </h1>
          {market === 'us' && <p className="text-sm text-slate-500">{company.name_en}</p>}
        </div>
        <FavoriteButton market={market} code={company.code} name={company.name_ko} />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-x-3 gap-y-1">
        <p className="text-[32px] leading-none font-extrabold tracking-tight text-slate-900 tabular-nums mobile:text-[28px]">
          <span className="sr-only">현재가 </span>
          {formatPrice(price.price, currency)}
        </p>
        <PriceChange change={price.change} rate={price.change_rate} currency={currency} className="pb-0.5 text-base font-semibold" />
      </div>
      <dl className="mt-4 grid grid-cols-4 gap-x-4 gap-y-2 text-sm mobile:grid-cols-2">
        {[
          ['시가', formatPlainPrice(price.open, currency)],
          ['고가', formatPlainPrice(price.high, currency)],
          ['저가', formatPlainPrice(price.low, currency)],
          ['거래량', formatShares(price.volume)],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2 border-b border-slate-100 pb-1.5">
            <dt className="text-slate-500">{term}</dt>
            <dd className="font-semibold text-slate-800 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <SampleNotice source={data} className="mt-4" />
    </section>
  );
}

function ChartSection({ market, code, name, currency }: { market: StockRegion; code: string; name: string; currency: Currency }) {
  const range = useStockStore((s) => s.range);
  const setRange = useStockStore((s) => s.setRange);
  const history = useStockHistory(market, code, range);
  const headingId = useId();
  const bars = history.data?.code === code ? history.data.items : undefined;
  const summary = bars?.length
    ? `${name} ${STOCK_HISTORY_RANGE_LABELS[range]} 일봉 차트. ${bars[0]!.date}부터 ${bars.at(-1)!.date}까지 ${bars.length}거래일, 최고 ${formatPrice(
        Math.max(...bars.map((b) => b.high)),
        currency,
      )}, 최저 ${formatPrice(Math.min(...bars.map((b) => b.low)), currency)}.`
    : `${name} 차트`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          주가 차트
        </h2>
        <TabList<StockHistoryRange>
          label="차트 기간"
          items={RANGE_ITEMS}
          value={range}
          onChange={setRange}
          idPrefix="chart-range"
          size="sm"
        />
      </div>
      <div {...tabPanelProps('chart-range', range)} aria-busy={history.isFetching} className="rounded-2xl p-3 ring-1 ring-slate-200 outline-none">
        {history.isError && <ErrorMessage message={errorMessage(history.error)} onRetry={() => void history.refetch()} />}
        {!history.isError && (
          <figure aria-label={`${name} 주가 차트`}>
            {bars ? (
              <StockChart bars={bars} currency={currency} label={summary} />
            ) : (
              <div className="flex h-[360px] items-center justify-center text-sm text-slate-500 mobile:h-[280px]">차트 데이터를 불러오는 중입니다…</div>
            )}
            <figcaption className="mt-2 flex flex-wrap items-center justify-end gap-2">
              <span className="text-[11px] text-slate-400">
                차트:{' '}
                <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" className="underline hover:text-slate-600">
                  TradingView Lightweight Charts™
                </a>
              </span>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}

function KeyFigures({ data }: { data: StockInfoResponse }) {
  const { figures: f, currency } = data;
  const items: [string, string, string?][] = [
    ['시가총액', f.market_cap === null ? '정보 없음' : formatAmount(f.market_cap, currency), f.market_cap === null ? '출처가 상장주식수를 주지 않습니다' : undefined],
    ['상장주식수', f.shares_outstanding === null ? '정보 없음' : formatShares(f.shares_outstanding)],
    ['PER', formatRatio(f.per), f.per === null ? '순이익이 없어 계산하지 않습니다' : undefined],
    ['PBR', formatRatio(f.pbr)],
    ['ROE', formatPercent(f.roe)],
    ['EPS', formatPrice(f.eps, currency)],
    ['BPS', formatPrice(f.bps, currency)],
    ['52주 최고', formatPrice(f.high_52w, currency)],
    ['52주 최저', formatPrice(f.low_52w, currency)],
  ];
  return (
    <section aria-labelledby="key-figures-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="key-figures-title" className="text-lg font-bold text-slate-900">
          주요 지표
        </h2>
        {f.fiscal_year !== null && <p className="text-xs text-slate-500">EPS·BPS·ROE: {f.fiscal_year}년 연결 기준</p>}
      </div>
      <dl className="grid grid-cols-3 gap-3 mobile:grid-cols-2">
        {items.map(([term, value, note]) => (
          <div key={term} className="rounded-2xl bg-slate-50 px-4 py-3">
            <dt className="text-xs font-semibold text-slate-500">{term}</dt>
            <dd className="mt-1 font-bold text-slate-900 tabular-nums mobile:text-[15px]">
              {value}
              {note && <span className="mt-0.5 block text-[11px] font-normal text-slate-500">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RelatedCourses({ market, name }: { market: StockRegion; name: string }) {
  const category = RELATED_COURSE_CATEGORY[market];
  return (
    <section aria-labelledby="related-title" className="rounded-2xl bg-accent-50 p-5">
      <h2 id="related-title" className="font-bold text-accent-900">
        관련 강의
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {name} 같은 {REGION_LABELS[market]} 종목을 분석하는 방법을 {category.title} 강의에서 배워 보세요.
      </p>
      <Link
        to={relatedCoursesPath(market)}
        className="mt-3 inline-flex h-10 items-center gap-1 rounded-xl bg-white px-4 text-sm font-semibold text-accent-800 ring-1 ring-accent-200 hover:ring-accent-300"
      >
        {category.title} 강의 보러 가기 <ChevronRightIcon width={16} height={16} />
      </Link>
    </section>
  );
}
