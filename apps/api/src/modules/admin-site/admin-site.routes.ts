import { envelope } from '@school/contracts';
import { adminEvents, adminInquiries, adminInquiriesQuery, adminNotices, eventParams, inquiryAnswerBody, inquiryParams, noticeBody, noticeParams, seminarParams } from '@school/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { AdminSiteService } from './admin-site.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const staff = { role: 'staff' } as const;
const csv = (name: string) => ({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` });

/** Notices, 1:1 inquiries, event participants and seminar applicants (staff; docs/decisions/064). */
export const adminSiteRoutes: FastifyPluginAsyncZod<{ site: AdminSiteService }> = async (app, { site }) => {
  app.get('/admin/site/notices', { config: staff, schema: { tags, security, summary: '공지사항 전체', response: { 200: envelope(adminNotices) } } }, async () => ok(await site.notices()));
  app.post('/admin/site/notices', { config: staff, schema: { tags, security, summary: '공지 쓰기', body: noticeBody, response: { 200: envelope(z.object({ notice_sn: z.number() })) } } }, async (req) =>
    ok(await site.saveNotice(actorOf(req), null, req.body), '공지를 올렸습니다.'),
  );
  app.post(
    '/admin/site/notices/:notice_sn',
    { config: staff, schema: { tags, security, summary: '공지 고치기·고정', params: noticeParams, body: noticeBody, response: { 200: envelope(z.object({ notice_sn: z.number() })) } } },
    async (req) => ok(await site.saveNotice(actorOf(req), req.params.notice_sn, req.body), '공지를 저장했습니다.'),
  );

  app.get('/admin/site/inquiries', { config: staff, schema: { tags, security, summary: '1:1 문의 (답변 대기 먼저)', querystring: adminInquiriesQuery, response: { 200: envelope(adminInquiries) } } }, async (req) =>
    ok(await site.inquiries(req.query.state, req.query.page)),
  );
  app.post(
    '/admin/site/inquiries/:inquiry_sn/answer',
    { config: staff, schema: { tags, security, summary: '1:1 문의 답변', params: inquiryParams, body: inquiryAnswerBody, response: { 200: envelope(z.object({ inquiry_sn: z.number() })) } } },
    async (req) => ok(await site.answer(actorOf(req), req.params.inquiry_sn, req.body), '답변을 등록했습니다. 회원이 1:1 문의에서 볼 수 있습니다.'),
  );

  app.get('/admin/site/events', { config: staff, schema: { tags, security, summary: '이벤트 참여·세미나 신청 현황', response: { 200: envelope(adminEvents) } } }, async () => ok(await site.events()));
  app.get('/admin/site/events/:event_sn/participants.csv', { config: staff, schema: { tags, security, summary: '이벤트 참여자 (CSV)', params: eventParams } }, async (req, reply) =>
    reply.headers(csv(`event-${req.params.event_sn}.csv`)).send(await site.eventCsv(req.params.event_sn)),
  );
  app.get('/admin/site/seminars/:seminar_sn/applicants.csv', { config: staff, schema: { tags, security, summary: '세미나 신청자 (CSV)', params: seminarParams } }, async (req, reply) =>
    reply.headers(csv(`seminar-${req.params.seminar_sn}.csv`)).send(await site.seminarCsv(req.params.seminar_sn)),
  );
};
