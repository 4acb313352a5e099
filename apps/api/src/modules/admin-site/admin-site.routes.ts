import { adminSiteApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AdminSiteService } from './admin-site.service.ts';

const staff = { config: { role: 'staff' } } as const;
const csv = (name: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` });

/** Notices, 1:1 inquiries, event participants and seminar applicants (staff; docs/decisions/064). */
export const adminSiteRoutes: FastifyPluginAsyncZod<{ site: AdminSiteService }> = async (app, { site }) => {
  route(app, api.notices, staff, async () => ok(await site.notices()));
  route(app, api.createNotice, staff, async (req) => ok(await site.saveNotice(actorOf(req), null, req.body), '공지를 올렸습니다.'));
  route(app, api.updateNotice, staff, async (req) => ok(await site.saveNotice(actorOf(req), req.params.notice_sn, req.body), '공지를 저장했습니다.'));

  route(app, api.inquiries, staff, async (req) => ok(await site.inquiries(req.query.state, req.query.page)));
  route(app, api.answerInquiry, staff, async (req) => ok(await site.answer(actorOf(req), req.params.inquiry_sn, req.body), '답변을 등록했습니다. 회원이 1:1 문의에서 볼 수 있습니다.'));

  route(app, api.events, staff, async () => ok(await site.events()));
  route(app, api.eventParticipants, staff, async (req, reply) => reply.headers(csv(`event-${req.params.event_sn}.csv`)).send(await site.eventCsv(req.params.event_sn)));
  route(app, api.seminarApplicants, staff, async (req, reply) => reply.headers(csv(`seminar-${req.params.seminar_sn}.csv`)).send(await site.seminarCsv(req.params.seminar_sn)));
};
