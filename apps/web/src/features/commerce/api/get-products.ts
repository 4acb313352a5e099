import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@school/contracts';
import { commerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../lib/get-parsed';

/** Passes and single courses; with a course only what unlocks it. */
export function getProducts(courseSn?: number): Promise<ProductsResponse> {
  return callParsed(commerceApi.products, '상품', courseSn ? { query: { course_sn: courseSn } } : {});
}

export const productsQueryOptions = (courseSn?: number) =>
  queryOptions({ queryKey: ['commerce', 'products', courseSn ?? null], queryFn: () => getProducts(courseSn), staleTime: 60_000 });

export const useProducts = (courseSn?: number) => useQuery(productsQueryOptions(courseSn));
