import type { StockRegion, StockSearchResponse } from '@school/contracts';
import { Link } from 'react-router';
import { groupDigits } from '../../../lib/format';
import { useStockSearch } from '../api/search-stocks';
import { DIRECTION_CLASS, directionOf, formatPrice, formatRate } from '../format';
import { stockInfoPath } from '../paths';

const MARKETS: { market: StockRegion; title: string; currency: 'KRW' | 'USD' }[] = [
  { market: 'kr', title: '국내', currency: 'KRW' },
  { market: 'us', title: '해외', currency: 'USD' },
];
const LIMIT = 5;

/**
 * The stocks whose code, name or 초성 match a search (GET /api/stocks/search), both markets, best match first:
 * the site's search box promises "강의 제목이나 종목 이름". Compact rows, each to the stock's page.
 */
export function StockMatches({ q }: { q: string }) {
  const kr = useStockSearch('kr', q, LIMIT);
  const us = useStockSearch('us', q, LIMIT);
  const answers = [kr, us];
  const rows = MARKETS.flatMap((m, i) => (answers[i]!.data?.items ?? []).map((item) => ({ ...m, item })));
  const pending = answers.some((a) => a.isPending);
  const sample = answers.some((a) => a.data?.is_sample === 'Y');
  const notice = answers.find((a) => a.data?.notice)?.data?.notice;
  return (
    <section aria-labelledby="search-stocks">
      <h2 id="search-stocks" className="flex items-baseline gap-2 text-xl font-bold text-slate-900">
        종목
        {!pending && <span className="text-sm font-semibold text-slate-500">{groupDigits(rows.length)}개</span>}
      </h2>
      {sample && notice && <p className="mt-1 text-[13px] text-slate-500">{notice}</p>}
      {pending ? (
        <p className="mt-4 text-sm text-slate-500" role="status">
          종목을 찾는 중입니다
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">
          {answers.some((a) => a.isError) ? '종목 검색에 실패했습니다. 잠시 후 다시 시도해 주세요.' : '일치하는 종목이 없습니다.'}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200">
          {rows.map(({ market, title, currency, item }) => (
            <li key={`${market}-${item.code}`}>
              <StockRow market={market} marketTitle={title} currency={currency} item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StockRow({
  market,
  marketTitle,
  currency,
  item,
}: {
  market: StockRegion;
  marketTitle: string;
  currency: 'KRW' | 'USD';
  item: StockSearchResponse['items'][number];
}) {
  const direction = directionOf(item.change_rate);
  return (
    <Link to={stockInfoPath(market, item.code)} className="flex min-h-12 items-center gap-3 px-4 py-2.5 hover:bg-slate-50 mobile:px-3">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">{item.name_ko}</span>
        <span className="block truncate text-[12px] text-slate-500">
          {marketTitle} · {item.market_label} · {item.code}
        </span>
      </span>
      <span className="shrink-0 text-right tabular-nums">
        <span className="block text-sm font-semibold text-slate-900">{formatPrice(item.price, currency)}</span>
        <span className={`block text-[12px] ${DIRECTION_CLASS[direction]}`}>{formatRate(item.change_rate)}</span>
      </span>
    </Link>
  );
}
