import { eventsApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { EventService } from './events.service.ts';
import type { SeminarService } from './seminars.service.ts';

/** Events, seminars and the home banners. Lists are public; taking part needs a member. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventService; seminars: SeminarService }> = async (app, { events, seminars }) => {
  const member = { preHandler: app.requireMember };

  route(app, eventsApi.list, {}, async (request) => ok(await events.list(request.query)));
  route(app, eventsApi.detail, {}, async (request) => ok(await events.detail(request.params.id)));
  route(app, eventsApi.participate, member, async (request) =>
    ok(await events.participate(memberOf(request).memberId, request.body.event_type), '이벤트에 참여했습니다.'),
  );
  route(app, eventsApi.participation, member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await events.participation(memberOf(request).memberId, request.params.type));
  });

  route(app, eventsApi.seminars, {}, async (request) => ok(await seminars.list(request.query)));
  route(app, eventsApi.seminar, {}, async (request, reply) => {
    const memberId = await optionalMember(app, request);
    if (memberId !== null) reply.header('cache-control', 'private, no-store');
    return ok(await seminars.detail(request.params.id, memberId));
  });
  route(app, eventsApi.applySeminar, member, async (request) => {
    const result = await seminars.apply(memberOf(request).memberId, request.params.id, request.body.waitlist);
    return ok(result, result.my_state === 'waiting' ? `대기 신청되었습니다. (대기 ${result.my_waiting_no}번)` : '세미나 신청이 완료되었습니다.');
  });
  route(app, eventsApi.cancelSeminar, member, async (request) => ok(await seminars.cancel(memberOf(request).memberId, request.params.id), '신청이 취소되었습니다.'));

  route(app, eventsApi.banners, {}, async () => ok(await events.banners()));
};
