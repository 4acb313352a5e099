import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { limits } from '@school/contracts/plain';
import { clampSearchText, searchPath, stockMarketOf } from '../../../features/search/search-path';
import { useDisplayStore } from '../../../stores/display';
import { SearchIcon } from '../../../components/ui/icons';
import { recordSearch } from '../../../features/search/api/popular';
import { SearchPanel } from '../../../features/search/components/search-panel';
import { addRecent, clearRecent, readRecent, removeRecent } from '../../../features/search/recent-searches';

interface SearchFormProps {
  variant: 'inline' | 'layer';
  /** Called after a search actually navigated (the layer closes itself then). */
  onSearched?: () => void;
}

/**
 * The header search: at most 255 characters, Enter or the button runs it,
 * an empty search does nothing, and on stock pages it searches stocks. Elsewhere a panel below it suggests
 * courses, teachers and stocks while typing, and shows 최근/인기 검색어 while it is empty (issue 48 item 13).
 */
export function SearchForm({ variant, onSearched }: SearchFormProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const currentText = params.get('searchText') ?? '';
  const [text, setText] = useState(() => clampSearchText(currentText));
  const market = stockMarketOf(pathname);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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

  // A box focused before the page's script ran (a tap on a slow phone, the server-rendered header) had no onFocus to
  // call: open the panel once React has taken over, as the tap asked.
  useEffect(() => {
    if (document.activeElement === inputRef.current) openPanel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  function run(term: string) {
    const target = searchPath(pathname, term);
    if (!target) return;
    if (!market) {
      setRecent(addRecent(clampSearchText(term)));
      recordSearch(clampSearchText(term).trim());
    }
    setOpen(false);
    void navigate(target);
    onSearched?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    run(text);
  }

  function pick(term: string) {
    setText(clampSearchText(term));
    run(term);
  }

  function openPanel() {
    if (market) return;
    setRecent(readRecent());
    setOpen(true);
  }

  // Focus leaving the form (not moving into its panel) closes the panel.
  function leave(event: FocusEvent<HTMLFormElement>) {
    if (!formRef.current?.contains(event.relatedTarget)) setOpen(false);
  }

  // A suggestion is a link: following it closes the panel (and the layer).
  function followed(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) {
      setOpen(false);
      onSearched?.();
    }
  }

  const label = market ? `${market === 'us' ? '해외' : '국내'} 종목 검색어` : '검색어';
  const placeholder = market ? '종목명 또는 초성을 입력하세요' : '배우고 싶은 강의를 검색해 보세요';
  const isLayer = variant === 'layer';

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={market ? '종목 검색' : '강의 검색'}
      onSubmit={submit}
      onBlur={leave}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      className="relative w-full"
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={text}
        maxLength={limits.searchTextMax}
        onChange={(e) => {
          setText(clampSearchText(e.target.value));
          if (!open) openPanel();
        }}
        onFocus={openPanel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
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
      {open && (
        <div
          id={panelId}
          onClick={followed}
          className={`z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 ${isLayer ? 'relative' : 'absolute inset-x-0 top-full'}`}
        >
          <SearchPanel text={text} recent={recent} onPick={pick} onRemove={(t) => setRecent(removeRecent(t))} onClear={() => setRecent(clearRecent())} />
        </div>
      )}
    </form>
  );
}
