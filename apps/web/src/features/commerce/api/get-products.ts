import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@school/contracts';
import { commercePaths } from '@school/contracts/plain';
import { getParsed } from '../../../lib/get-parsed';

/** GET /api/payment/products[?course_sn=]: passes and single courses; with a course only what unlocks it. */
export function getProducts(courseSn?: number): Promise<ProductsResponse> {
  return getParsed(commercePaths.products, 'productsResponse', '상품', courseSn ? { course_sn: courseSn } : undefined);
}

export const productsQueryOptions = (courseSn?: number) =>
  queryOptions({ queryKey: ['commerce', 'products', courseSn ?? null], queryFn: () => getProducts(courseSn), staleTime: 60_000 });

export const useProducts = (courseSn?: number) => useQuery(productsQueryOptions(courseSn));
