import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quote, type Quote } from '@school/contracts';
import { commerceApi, type BodyOf } from '@school/contracts/endpoints';

export type QuoteBody = BodyOf<typeof commerceApi.quote>;
import { apiCall, unwrap } from '../../../lib/api-client';
import { parseData } from '../../../lib/get-parsed';

/** The live price for a product, coupon and points (no order is made). */
export async function getQuote(body: QuoteBody, signal?: AbortSignal): Promise<Quote> {
  return parseData(quote, unwrap(await apiCall(commerceApi.quote, { body, signal })), '결제 금액');
}

// A read without side effects, so it is a query: each coupon / points change is its own cache entry,
// and the previous price stays on screen while the next one loads.
export const quoteQueryOptions = (body: QuoteBody) =>
  queryOptions({
    queryKey: ['commerce', 'quote', body.product_id, body.coupon_id ?? null, body.points ?? 0],
    queryFn: ({ signal }) => getQuote(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useQuote = (body: QuoteBody, enabled = true) => useQuery({ ...quoteQueryOptions(body), enabled });
