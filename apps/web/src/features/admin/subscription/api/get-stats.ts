import { useQuery } from '@tanstack/react-query';
import { adminSubscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** adminSubscriptionApi.stats: subscribers, MRR, churn and renewals per day. */
export const useSubscriptionStats = () =>
  useQuery({ queryKey: ['admin', 'subscriptions', 'stats'], queryFn: () => callParsed(adminSubscriptionApi.stats, '구독 지표', { schemas: consoleSchemas() }) });
