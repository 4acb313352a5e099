import { adminSubscriptionApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** adminSubscriptionApi.retry: the next renewal attempt of a retrying subscription, now. */
export const useRetrySubscription = () => useConsoleChange((subscriptionSn: number) => apiCall(adminSubscriptionApi.retry, { params: { subscription_sn: subscriptionSn } }));
