import { useQuery } from '@tanstack/react-query';
import { adminSubscriptionApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** adminSubscriptionApi.plans: the plans with their prices and scheduled changes. */
export const useSubscriptionPlans = () =>
  useQuery({ queryKey: ['admin', 'subscriptions', 'plans'], queryFn: () => callParsed(adminSubscriptionApi.plans, '구독 상품', { schemas: consoleSchemas() }) });
