import { subscriptionApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** Plans, sign-up and the member's controls (docs/decisions/093). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionService }> = async (app, { subscriptions }) => {
  route(app, api.plans, {}, async (req) => ok(await subscriptions.plans(await optionalMember(app, req))));

  await app.register(async (scope) => {
    scope.addHook('preHandler', app.requireMember);
    const member = scope.withTypeProvider<ZodTypeProvider>();
    route(member, api.start, {}, async (req) => ok(await subscriptions.start(memberOf(req).memberId, req.body)));
    route(member, api.activate, {}, async (req) => ok(await subscriptions.activate(memberOf(req).memberId, req.body), '구독을 시작했습니다.'));
    route(member, api.mine, {}, async (req) => ok(await subscriptions.mine(memberOf(req).memberId)));
    route(member, api.cancel, {}, async (req) => ok(await subscriptions.cancel(memberOf(req).memberId), '해지 예약했습니다. 이용 기간이 끝날 때까지 이용하실 수 있고, 더 결제되지 않습니다.'));
    route(member, api.resume, {}, async (req) => ok(await subscriptions.resume(memberOf(req).memberId), '해지 예약을 취소했습니다. 다음 결제일에 자동 결제됩니다.'));
    route(member, api.changeCard, {}, async (req) => ok(await subscriptions.changeCard(memberOf(req).memberId)));
    route(member, api.consent, {}, async (req) => ok(await subscriptions.consent(memberOf(req).memberId, req.body), '바뀐 금액에 동의했습니다.'));
    route(member, api.refundQuote, {}, async (req) => ok(await subscriptions.refundQuote(memberOf(req).memberId)));
    route(member, api.refund, {}, async (req) => ok(await subscriptions.refund(memberOf(req).memberId, req.body.expected_amount), '환불하고 구독을 끝냈습니다.'));
  });
};
