import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { limits } from '@school/contracts/plain';
import { clampSearchText, searchPath, stockMarketOf } from '../../../features/search/search-path';
import { useDisplayStore } from '../../../stores/display';
import { SearchIcon } from '../../../components/ui/icons';

interface SearchFormProps {
  variant: 'inline' | 'layer';
  /** Called after a search actually navigated (the layer closes itself then). */
  onSearched?: () => void;
}

/**
 * The header search: at most 255 characters, Enter or the button runs it,
 * an empty search does nothing, and on stock pages it searches stocks.
 */
export function SearchForm({ variant, onSearched }: SearchFormProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const currentText = params.get('searchText') ?? '';
  const [text, setText] = useState(() => clampSearchText(currentText));
  const market = stockMarketOf(pathname);

  // Follow the URL (back/forward between searches) without fighting the person typing.
  const [seenText, setSeenText] = useState(currentText);
  if (seenText !== currentText) {
    setSeenText(currentText);
    setText(clampSearchText(currentText));
  }

  // The logo raises the display store's reset flag; the search box answers by emptying itself.
  useEffect(
    () =>
      useDisplayStore.subscribe((state) => {
        if (!state.reset) return;
        setText('');
        state.setReset(false);
      }),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = searchPath(pathname, text);
    if (!target) return;
    void navigate(target);
    onSearched?.();
  }

  const label = market ? `${market === 'us' ? '해외' : '국내'} 종목 검색어` : '검색어';
  const placeholder = market ? '종목명 또는 초성을 입력하세요' : '배우고 싶은 강의를 검색해 보세요';
  const isLayer = variant === 'layer';

  return (
    <form role="search" aria-label={market ? '종목 검색' : '강의 검색'} onSubmit={submit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={limits.searchTextMax}
        onChange={(e) => setText(clampSearchText(e.target.value))}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        data-autofocus={isLayer ? true : undefined}
        className={`w-full rounded-full border bg-slate-50 pr-12 pl-5 text-slate-900 transition placeholder:text-slate-400 focus:border-accent-500 focus:bg-white focus:outline-none focus:ring-4 focus:ring-accent-100 ${
          isLayer ? 'h-12 border-slate-200 text-base' : 'h-11 border-slate-200 text-[15px]'
        }`}
      />
      <button
        type="submit"
        aria-label="검색"
        className="absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-accent-50 hover:text-accent-700"
      >
        <SearchIcon width={20} height={20} />
      </button>
    </form>
  );
}
