import { create } from 'zustand';
import type { ProcType, StockHistoryRange, StockRankType } from '@school/contracts';
import { DEFAULT_PROC_TYPE } from '@school/contracts/plain';

/**
 * The stock pages' client state (the specification "Stock store").
 *
 * The spec's store also lists top10, favorites, info, price, history and finance. Those are server
 * data, and DESIGN habit 7 keeps server data in TanStack Query (features/stocks/api/*: one query per
 * endpoint, cached, cancelled and refetched there). This store holds only what the person chose:
 * the chart range, the statement kind (proc_type, default '01' as the specification says) and the ranking tab,
 * so they survive moving between stocks and pages. The selected stock itself lives in the URL
 * (`?code=`) so it can be shared and reloaded; `selected` mirrors the last one per market for links
 * back to it. Not persisted (only the session is, the specification).
 */
export interface StockUiState {
  selected: { kr: string | null; us: string | null };
  range: StockHistoryRange;
  procType: ProcType;
  rankType: StockRankType;
  setSelected: (market: 'kr' | 'us', code: string | null) => void;
  setRange: (range: StockHistoryRange) => void;
  setProcType: (procType: ProcType) => void;
  setRankType: (rankType: StockRankType) => void;
}

export const useStockStore = create<StockUiState>()((set) => ({
  selected: { kr: null, us: null },
  range: '1Y',
  procType: DEFAULT_PROC_TYPE,
  rankType: 'cap',
  setSelected: (market, code) => set((s) => (s.selected[market] === code ? s : { selected: { ...s.selected, [market]: code } })),
  setRange: (range) => set({ range }),
  setProcType: (procType) => set({ procType }),
  setRankType: (rankType) => set({ rankType }),
}));
