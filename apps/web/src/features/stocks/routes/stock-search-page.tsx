import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StockRegion } from '@school/contracts';
import { limits, REGION_LABELS } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage } from '../../../components/ui/status';
import { SearchIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { useStockSearch } from '../api/search-stocks';
import { EducationNotice } from '../components/education-notice';
import { PriceChange } from '../components/price-change';
import { SampleNotice } from '../components/sample-notice';
import { StockNav } from '../components/stock-nav';
import { formatPrice } from '../format';
import { nextActiveIndex } from '../list-navigation';
import { stockInfoPath } from '../paths';

/** Keystrokes closer together than this are coalesced into one request (the first one goes at once). */
export const SEARCH_THROTTLE_MS = 90;
const RESULT_LIMIT = 20;
const URL_SYNC_MS = 400;

/**
 * /stocks/search/{kr|us}?searchText=: results while typing. The first keystroke after a pause asks at
 * once; a burst of keystrokes asks at most every 90 ms (the last one always). Stale requests are
 * cancelled by TanStack Query (the query's AbortSignal). ↑/↓ move through the results, Enter opens
 * the active (or first) one: the combobox + listbox pattern of WAI-ARIA.
 */
export function StockSearchPage({ market }: { market: StockRegion }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const urlText = params.get('searchText') ?? '';
  const [text, setText] = useState(urlText);
  const [query, setQuery] = useState(urlText.trim());
  const [active, setActive] = useState(-1);
  const lastSent = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputId = useId();
  const listId = useId();
  const regionName = REGION_LABELS[market];

  // The header search (or back/forward) changed the URL: follow it. Our own address updates are
  // skipped (the router may apply them a render later, when the person has typed on).
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const [ownUrlText, setOwnUrlText] = useState<string | null>(null);
  if (seenUrlText !== urlText) {
    setSeenUrlText(urlText);
    if (urlText !== ownUrlText && urlText.trim() !== text.trim()) {
      setText(urlText);
      setQuery(urlText.trim());
      setActive(-1);
    }
  }

  const urlTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (urlTimer.current) clearTimeout(urlTimer.current);
    },
    [],
  );

  function send(value: string) {
    lastSent.current = performance.now();
    const q = value.trim();
    setQuery(q);
    setActive(-1);
    // Keep the address shareable, without a history entry per keystroke and off the typing path:
    // a navigation re-renders the whole layout, so it waits until typing pauses.
    if (urlTimer.current) clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => writeUrl(q), URL_SYNC_MS);
  }

  function writeUrl(q: string) {
    if (urlTimer.current) clearTimeout(urlTimer.current);
    setOwnUrlText(q);
    setParams(q ? { searchText: q } : {}, { replace: true });
  }

  function onType(value: string) {
    const clamped = value.slice(0, limits.searchTextMax);
    setText(clamped);
    if (timer.current) clearTimeout(timer.current);
    const wait = lastSent.current + SEARCH_THROTTLE_MS - performance.now();
    if (wait <= 0) send(clamped);
    else timer.current = setTimeout(() => send(clamped), wait);
  }

  const search = useStockSearch(market, query, RESULT_LIMIT);
  const items = query && search.data ? search.data.items : [];
  const showingCurrent = Boolean(query) && !search.isPlaceholderData && search.isSuccess;
  const activeItem = active >= 0 ? items[active] : undefined;

  function open(index: number) {
    const item = items[index];
    if (!item) return;
    // Back from the stock page must find this search again.
    if (query !== urlText.trim()) writeUrl(query);
    void navigate(stockInfoPath(market, item.code));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (event.nativeEvent.isComposing) return;
      open(active >= 0 ? active : 0);
      return;
    }
    if (event.key === 'Escape' && active < 0) {
      onType('');
      return;
    }
    const next = nextActiveIndex(event.key, active, items.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  // Keep the active option in view while moving with the keyboard.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const status = !query
    ? ''
    : showingCurrent
      ? items.length > 0
        ? `${regionName} 종목 ${items.length}개를 찾았습니다.`
        : `‘${query}’에 맞는 ${regionName} 종목이 없습니다.`
      : '';

  return (
    <PageShell className="max-w-4xl space-y-6">
      <StockNav section="search" market={market} marketSearch={query ? `?${new URLSearchParams({ searchText: query }).toString()}` : ''} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">{regionName} 종목 검색</h1>
        <p className="mt-1 text-sm text-slate-600">종목명, 종목 코드, 영문명 또는 초성(예: ㅅㅅㅈㅈ)으로 찾아보세요.</p>
      </div>

      <div className="relative">
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-slate-800">
          {regionName} 종목명·코드·초성
        </label>
        <div className="relative">
          <SearchIcon width={20} height={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? `${listId}-${active}` : undefined}
            aria-describedby={`${listId}-hint`}
            value={text}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={limits.searchTextMax}
            placeholder={market === 'kr' ? '예: 삼성전자, 005930, ㅅㅅㅈㅈ' : '예: 애플, AAPL, apple'}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            className="h-14 w-full rounded-2xl border border-slate-200 bg-white pr-4 pl-12 text-lg text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:border-accent-500 focus:ring-4 focus:ring-accent-100 focus:outline-none mobile:text-base"
          />
        </div>
        <p id={`${listId}-hint`} className="sr-only">
          위아래 화살표로 결과를 고르고 Enter 키로 종목 정보를 엽니다.
        </p>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      <section aria-label="검색 결과" aria-busy={search.isFetching} className="space-y-3">
        {!query && (
          <p className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-600">
            찾고 싶은 {regionName} 종목의 이름이나 코드를 입력해 주세요. 초성만 입력해도 찾을 수 있어요.
          </p>
        )}
        {query && search.isError && <ErrorMessage message={errorMessage(search.error)} onRetry={() => void search.refetch()} />}
        {query && search.isPending && !search.isError && <p className="py-4 text-sm text-slate-500">검색 중입니다…</p>}
        {showingCurrent && items.length === 0 && (
          <div className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-700">
            <p>
              <span className="font-semibold text-slate-900">‘{query}’</span>에 맞는 {regionName} 종목이 없습니다.
            </p>
            <p className="mt-1 text-slate-500">
              철자나 초성을 확인하거나 {market === 'kr' ? '해외' : '국내'} 종목에서 찾아보세요. 이 목록에는 주요 상장사만 들어 있습니다.
            </p>
          </div>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={`${regionName} 종목 검색 결과`}
          className={`divide-y divide-slate-100 overflow-hidden rounded-2xl ring-1 ring-slate-200 ${items.length === 0 ? 'hidden' : ''}`}
        >
          {items.map((item, index) => {
            const selected = index === active;
            return (
              <li
                key={item.code}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={selected}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => open(index)}
                onMouseMove={() => active !== index && setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-3 px-5 py-3.5 mobile:px-4 ${selected ? 'bg-accent-50' : 'bg-white hover:bg-slate-50'}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">{item.name_ko}</span>
                  <span className="mt-0.5 block truncate text-xs text-slate-500">
                    {item.code} · {item.market_label}
                    {market === 'us' && <span> · {item.name_en}</span>}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm">
                  <span className="block font-semibold text-slate-900 tabular-nums">{formatPrice(item.price, market === 'kr' ? 'KRW' : 'USD')}</span>
                  <PriceChange change={null} rate={item.change_rate} currency={market === 'kr' ? 'KRW' : 'USD'} showAmount={false} className="text-xs" />
                </span>
              </li>
            );
          })}
        </ul>
        {items.length > 0 && <SampleNotice source={search.data} />}
      </section>

      <EducationNotice />
    </PageShell>
  );
}
