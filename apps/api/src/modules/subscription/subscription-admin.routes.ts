import { actorOf } from '../../http/admin.ts';
import { adminSubscriptionApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { SubscriptionAdminService } from './subscription-admin.service.ts';

const staff = { role: 'staff' } as const;

/** Subscriptions, plans and figures in the console (staff; docs/decisions/093). */
export const subscriptionAdminRoutes: FastifyPluginAsyncZod<{ admin: SubscriptionAdminService }> = async (app, { admin }) => {
  route(app, api.list, { config: staff }, async (req) => ok(await admin.list(req.query.status)));
  route(app, api.detail, { config: staff }, async (req) => ok(await admin.detail(req.params.subscription_sn)));
  route(app, api.retry, { config: staff }, async (req) => ok(await admin.retry(actorOf(req), req.params.subscription_sn), '갱신 결제를 다시 시도했습니다. 결과는 결제 내역에서 확인해 주세요.'));
  route(app, api.stats, { config: staff }, async () => ok(await admin.stats()));
  route(app, api.plans, { config: staff }, async () => ok(await admin.plans()));
  route(app, api.savePlan, { config: staff }, async (req) => ok(await admin.savePlan(actorOf(req), req.params.plan_sn, req.body), '구독 상품을 저장했습니다.'));
};
