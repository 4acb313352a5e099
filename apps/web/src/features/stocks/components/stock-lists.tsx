import { useId } from 'react';
import { Link } from 'react-router';
import type { StockRegion } from '@school/contracts';
import { CURRENCY_BY_REGION, REGION_LABELS } from '@school/contracts/plain';
import { ProtectedLink } from '../../auth';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { useFavorites } from '../api/get-favorites';
import { useTop10 } from '../api/get-top10';
import { formatPlainPrice } from '../format';
import { stockInfoPath } from '../paths';
import { PriceChange } from './price-change';
import { SampleNotice } from './sample-notice';

interface Row {
  code: string;
  name_ko: string;
  market_label: string;
  price: number | null;
  change: number | null;
  change_rate: number | null;
}

function StockRows({ rows, market, selected, numbered }: { rows: Row[]; market: StockRegion; selected: string | null; numbered?: boolean }) {
  const currency = CURRENCY_BY_REGION[market];
  return (
    <ol className="divide-y divide-slate-100">
      {rows.map((row, i) => {
        const current = row.code === selected;
        return (
          <li key={row.code}>
            <Link
              to={stockInfoPath(market, row.code)}
              aria-current={current ? 'page' : undefined}
              className={`flex items-center gap-3 px-4 py-2.5 transition ${current ? 'bg-accent-50' : 'hover:bg-slate-50'}`}
            >
              {numbered && <span className="w-5 shrink-0 text-center text-sm font-bold text-slate-500 tabular-nums">{i + 1}</span>}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900">{row.name_ko}</span>
                <span className="block truncate text-xs text-slate-500">
                  {row.code} · {row.market_label}
                </span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="block font-semibold text-slate-900 tabular-nums">{formatPlainPrice(row.price, currency)}</span>
                <PriceChange change={row.change} rate={row.change_rate} currency={currency} showAmount={false} className="text-xs" />
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** Rows of the same height as StockRows (and the source line under them) while they load, so nothing below moves. */
function StockRowsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      {/* Measured in Chromium: a row is 61 px with its divider; the source line wraps to two lines on phones. */}
      <ol aria-hidden="true" className="divide-y divide-slate-100">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="flex h-[61px] flex-col justify-center gap-1 px-4 first:h-[60px]">
            <span className="block h-4 w-2/5 animate-pulse rounded bg-slate-100" />
            <span className="block h-3 w-1/4 rounded bg-slate-50" />
          </li>
        ))}
      </ol>
      <div aria-hidden="true" className="h-[41px] border-t border-slate-100 max-[560px]:h-[61px]" />
    </div>
  );
}

const card = 'overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200';
const cardHead = 'flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3';

/** 시가총액 상위 10 of one market. */
/** `showSource`: this card carries the page's one sample-data label (the overview, where no stock is open). */
export function Top10Card({ market, selected, showSource = false }: { market: StockRegion; selected: string | null; showSource?: boolean }) {
  const top10 = useTop10(market);
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <div className={cardHead}>
        <h2 id={id} className="font-bold text-slate-900">
          {REGION_LABELS[market]} 시가총액 TOP 10
        </h2>
        <Link to={`/stocks/rank/${market}`} className="text-xs font-semibold text-accent-700 hover:underline">
          전체 순위
        </Link>
      </div>
      {top10.isPending && <StockRowsSkeleton count={10} label="상위 종목을 불러오는 중입니다" />}
      {top10.isError && <div className="p-4"><ErrorMessage message={errorMessage(top10.error)} onRetry={() => void top10.refetch()} /></div>}
      {top10.data && (
        <>
          <StockRows rows={top10.data.items} market={market} selected={selected} numbered />
          {showSource && <SampleNotice source={top10.data} className="border-t border-slate-100 px-4 py-2.5" />}
        </>
      )}
    </section>
  );
}

/** The member's favorites of this market; visitors are invited to sign in. */
export function FavoritesCard({ market, selected }: { market: StockRegion; selected: string | null }) {
  const loggedIn = useIsLoggedIn();
  const favorites = useFavorites();
  const id = useId();
  const rows = favorites.data?.items.filter((i) => i.region === market) ?? [];
  return (
    <section aria-labelledby={id} className={card}>
      <div className={cardHead}>
        <h2 id={id} className="font-bold text-slate-900">
          내 관심 종목
        </h2>
        {loggedIn && favorites.data && <span className="text-xs text-slate-500">{rows.length}개</span>}
      </div>
      {!loggedIn && (
        <div className="p-4 text-sm text-slate-600">
          <p>로그인하면 관심 종목을 모아 볼 수 있어요.</p>
          <ProtectedLink className="mt-3 inline-flex h-10 items-center rounded-xl bg-accent-600 px-4 font-semibold text-white hover:bg-accent-700">
            로그인하고 관심 종목 보기
          </ProtectedLink>
        </div>
      )}
      {loggedIn && favorites.isPending && <div className="px-4"><LoadingMessage label="관심 종목을 불러오는 중입니다" /></div>}
      {loggedIn && favorites.isError && (
        <div className="p-4"><ErrorMessage message={errorMessage(favorites.error)} onRetry={() => void favorites.refetch()} /></div>
      )}
      {loggedIn && favorites.data && rows.length === 0 && (
        <p className="p-4 text-sm text-slate-600">아직 {REGION_LABELS[market]} 관심 종목이 없습니다. 종목 화면의 ‘관심 종목 추가’ 버튼으로 담아 보세요.</p>
      )}
      {loggedIn && favorites.data && rows.length > 0 && (
        <>
          <StockRows rows={rows} market={market} selected={selected} />
        </>
      )}
    </section>
  );
}
