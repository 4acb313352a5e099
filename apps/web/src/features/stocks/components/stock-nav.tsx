import { Link } from 'react-router';
import type { StockRegion } from '@school/contracts';
import { REGION_LABELS } from '@school/contracts/plain';
import { useStockStore } from '../../../stores/stock';
import { stockInfoPath } from '../paths';

export type StockSection = 'info' | 'rank' | 'search';

const SECTIONS: { section: StockSection; label: string }[] = [
  { section: 'info', label: '종목 정보' },
  { section: 'rank', label: '종목 순위' },
  { section: 'search', label: '종목 검색' },
];

/** Section links (정보·순위·검색) and the 국내/해외 switch shared by every stock page. */
export function StockNav({ section, market, marketSearch = '' }: { section: StockSection; market: StockRegion; marketSearch?: string }) {
  // 종목 정보 returns to the stock last looked at in this market.
  const lastCode = useStockStore((s) => s.selected[market]);
  const sectionPath = (s: StockSection) => (s === 'info' && lastCode ? stockInfoPath(market, lastCode) : `/stocks/${s}/${market}`);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="분석자료 메뉴">
        <ul className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {SECTIONS.map((s) => {
            const current = s.section === section;
            return (
              <li key={s.section}>
                <Link
                  to={sectionPath(s.section)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-semibold transition mobile:px-3 ${
                    current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {s.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="시장 선택">
        <ul className="flex gap-1">
          {(['kr', 'us'] as const).map((m) => {
            const current = m === market;
            return (
              <li key={m}>
                <Link
                  to={`/stocks/${section}/${m}${marketSearch}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ring-1 transition ${
                    current ? 'bg-accent-600 text-white ring-accent-600' : 'bg-white text-slate-700 ring-slate-200 hover:ring-slate-300'
                  }`}
                >
                  {REGION_LABELS[m]}
                  <span className="sr-only"> 종목</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
