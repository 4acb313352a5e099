import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersQuery } from '@school/contracts/admin';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

type Filter = Pick<AdminOrdersQuery, 'state' | 'page'> & { q: string };

/** adminCommerceApi.orders (state, q, page): orders to refund, or refunded ones. */
export const getOrders = (f: Filter) =>
  callParsed(adminCommerceApi.orders, '주문', { query: { state: f.state, page: f.page, ...(f.q ? { q: f.q } : {}) }, schemas: consoleSchemas() });

export const useOrders = (f: Filter) => useQuery(queryOptions({ queryKey: ['admin', 'orders', f], queryFn: () => getOrders(f), placeholderData: keepPreviousData }));
