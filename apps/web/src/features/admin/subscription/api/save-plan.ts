import type { AdminPlanBody } from '@school/contracts/admin';
import { adminSubscriptionApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** adminSubscriptionApi.savePlan: name, sale, first-period price, a price change at least 30 days ahead. */
export const useSavePlan = () => useConsoleChange(({ planSn, body }: { planSn: number; body: AdminPlanBody }) => apiCall(adminSubscriptionApi.savePlan, { params: { plan_sn: planSn }, body }));
