import { useQuery } from '@tanstack/react-query';
import { adminSubscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** adminSubscriptionApi.detail: one subscription and every charge attempt. */
export const useAdminSubscription = (subscriptionSn: number | null) =>
  useQuery({
    queryKey: ['admin', 'subscriptions', 'detail', subscriptionSn],
    queryFn: () => callParsed(adminSubscriptionApi.detail, '구독', { params: { subscription_sn: subscriptionSn! }, schemas: consoleSchemas() }),
    enabled: subscriptionSn !== null,
  });
