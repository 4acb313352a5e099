import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@school/contracts';
import { adminSubscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** adminSubscriptionApi.list: subscriptions by state, with the count of each state. */
export const useAdminSubscriptions = (status: SubscriptionStatus | undefined) =>
  useQuery({
    queryKey: ['admin', 'subscriptions', status ?? 'all'],
    queryFn: () => callParsed(adminSubscriptionApi.list, '구독 목록', { query: status ? { status } : {}, schemas: consoleSchemas() }),
  });
