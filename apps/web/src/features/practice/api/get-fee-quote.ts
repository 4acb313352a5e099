import { useQuery } from '@tanstack/react-query';
import type { PracticeFeeQuote, StockRegion } from '@school/contracts';
import { practiceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

export interface FeeQuoteInput {
  region: StockRegion;
  code: string;
  side: 'buy' | 'sell';
  qty: number;
  /** Omitted: the last final close (a market order's estimate). */
  price?: number;
}

/** The fees and tax an order of this size would pay (shown before ordering). */
export function getFeeQuote(input: FeeQuoteInput, signal?: AbortSignal): Promise<PracticeFeeQuote> {
  return callParsed(practiceApi.feeQuote, '수수료', { query: input, signal });
}

export function useFeeQuote(input: FeeQuoteInput | null) {
  return useQuery({ queryKey: ['practice-fee', input], queryFn: ({ signal }) => getFeeQuote(input!, signal), enabled: input !== null && input.qty > 0 });
}
