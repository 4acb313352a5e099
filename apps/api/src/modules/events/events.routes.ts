import {
  envelope,
  eventDetail,
  eventIdParams,
  eventListQuery,
  eventListResponse,
  eventTypeParams,
  homeBannersResponse,
  participateBody,
  participationResponse,
  seminarApplyBody,
  seminarApplyResponse,
  seminarDetail,
  seminarIdParams,
  seminarListResponse,
} from '@school/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, optionalMember } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import type { EventService } from './events.service.ts';
import type { SeminarService } from './seminars.service.ts';

const security = [{ bearer: [] }];

/** Events, seminars and the home banners. Lists are public; taking part needs a member. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventService; seminars: SeminarService }> = async (app, { events, seminars }) => {
  app.get(
    '/event',
    { schema: { tags: ['event'], summary: '이벤트 목록 (진행중·예정·종료, 한국 시간 기준)', querystring: eventListQuery, response: { 200: envelope(eventListResponse) } } },
    async (request) => ok(await events.list(request.query)),
  );
  app.get(
    '/event/:id',
    { schema: { tags: ['event'], summary: '이벤트 상세', params: eventIdParams, response: { 200: envelope(eventDetail) } } },
    async (request) => ok(await events.detail(request.params.id)),
  );
  app.put(
    '/my/user/event',
    {
      preHandler: app.requireMember,
      schema: { tags: ['event'], summary: '이벤트 참여 (회원당 1회, 혜택은 같은 트랜잭션에서 지급)', security, body: participateBody, response: { 200: envelope(participationResponse) } },
    },
    async (request) => ok(await events.participate(memberOf(request).memberId, request.body.event_type), '이벤트에 참여했습니다.'),
  );
  app.get(
    '/my/user/event/:type',
    { preHandler: app.requireMember, schema: { tags: ['event'], summary: '이벤트 참여 여부', security, params: eventTypeParams, response: { 200: envelope(participationResponse) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await events.participation(memberOf(request).memberId, request.params.type));
    },
  );

  app.get(
    '/seminar',
    { schema: { tags: ['event'], summary: '세미나 목록 (신청 중·예정·종료)', querystring: eventListQuery, response: { 200: envelope(seminarListResponse) } } },
    async (request) => ok(await seminars.list(request.query)),
  );
  app.get(
    '/seminar/:id',
    { schema: { tags: ['event'], summary: '세미나 상세 (로그인 시 내 신청 상태 포함)', params: seminarIdParams, response: { 200: envelope(seminarDetail) } } },
    async (request, reply) => {
      const memberId = await optionalMember(app, request);
      if (memberId !== null) reply.header('cache-control', 'private, no-store');
      return ok(await seminars.detail(request.params.id, memberId));
    },
  );
  app.post(
    '/my/seminar/:id',
    {
      preHandler: app.requireMember,
      schema: { tags: ['event'], summary: '세미나 신청 (정원 초과 시 waitlist=true 이면 대기 신청)', security, params: seminarIdParams, body: seminarApplyBody, response: { 200: envelope(seminarApplyResponse) } },
    },
    async (request) => {
      const result = await seminars.apply(memberOf(request).memberId, request.params.id, request.body.waitlist);
      return ok(result, result.my_state === 'waiting' ? `대기 신청되었습니다. (대기 ${result.my_waiting_no}번)` : '세미나 신청이 완료되었습니다.');
    },
  );
  app.delete(
    '/my/seminar/:id',
    { preHandler: app.requireMember, schema: { tags: ['event'], summary: '세미나 신청 취소', security, params: seminarIdParams, response: { 200: envelope(seminarApplyResponse) } } },
    async (request) => ok(await seminars.cancel(memberOf(request).memberId, request.params.id), '신청이 취소되었습니다.'),
  );

  app.get('/home/banner', { schema: { tags: ['event'], summary: '홈 배너', response: { 200: envelope(homeBannersResponse) } } }, async () => ok(await events.banners()));
};
