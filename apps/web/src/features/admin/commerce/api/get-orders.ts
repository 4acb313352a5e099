import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrders, type AdminOrdersQuery } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

type Filter = Pick<AdminOrdersQuery, 'state' | 'page'> & { q: string };

/** GET /api/admin/commerce/orders?state&q&page: orders to refund, or refunded ones. */
export const getOrders = (f: Filter) => getParsed('/api/admin/commerce/orders', adminOrders, '주문', { state: f.state, page: f.page, ...(f.q ? { q: f.q } : {}) });

export const useOrders = (f: Filter) => useQuery(queryOptions({ queryKey: ['admin', 'orders', f], queryFn: () => getOrders(f), placeholderData: keepPreviousData }));
