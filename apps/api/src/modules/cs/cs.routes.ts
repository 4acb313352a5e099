import { csApi } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { CsService } from './cs.service.ts';

/** Customer centre: public notices and FAQ; 1:1 inquiries for members, each seeing only their own. */
export const csRoutes: FastifyPluginAsyncZod<{ cs: CsService }> = async (app, { cs }) => {
  route(app, csApi.notices, {}, async (request) => ok(await cs.notices(request.query)));
  route(app, csApi.notice, {}, async (request) => ok(await cs.notice(request.params.id)));
  route(app, csApi.faq, {}, async (request) => ok(await cs.faq(request.query)));

  route(app, csApi.contact, {}, async (request) =>
    ok(await cs.contact(request.body, request.ip), '문의가 접수되었습니다. 답변은 적어 주신 메일로 보내 드립니다.'),
  );

  const mine = { preHandler: app.requireMember };
  route(app, csApi.inquiries, mine, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await cs.inquiries(memberOf(request).memberId, request.query.page, request.query.size));
  });
  route(app, csApi.inquiry, mine, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await cs.inquiry(memberOf(request).memberId, request.params.id));
  });
  route(app, csApi.ask, mine, async (request) =>
    ok(await cs.ask(memberOf(request).memberId, request.body), '문의가 접수되었습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다.'),
  );
};
