import { envelope } from '@school/contracts';
import {
  adminBanners,
  adminEventDetail,
  adminFaqs,
  adminSeminarDetail,
  attendanceBody,
  bannerBody,
  bannerParams,
  eventBody,
  eventParams,
  faqBody,
  faqParams,
  registrationParams,
  seminarBody,
  seminarParams,
} from '@school/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import type { AdminContentService } from './admin-content.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const staff = { role: 'staff' } as const;
const schema = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Events, seminars and attendance, FAQ and home banners (staff; docs/decisions/067). */
export const adminContentRoutes: FastifyPluginAsyncZod<{ content: AdminContentService }> = async (app, { content }) => {
  app.get('/admin/content/events/:event_sn', { config: staff, schema: schema('이벤트 상세', { params: eventParams, response: { 200: envelope(adminEventDetail) } }) }, async (req) =>
    ok(await content.event(req.params.event_sn)),
  );
  app.post('/admin/content/events', { config: staff, schema: schema('이벤트 만들기', { body: eventBody, response: { 200: envelope(adminEventDetail) } }) }, async (req) =>
    ok(await content.saveEvent(actorOf(req), null, req.body), '이벤트를 만들었습니다.'),
  );
  app.post('/admin/content/events/:event_sn', { config: staff, schema: schema('이벤트 고치기', { params: eventParams, body: eventBody, response: { 200: envelope(adminEventDetail) } }) }, async (req) =>
    ok(await content.saveEvent(actorOf(req), req.params.event_sn, req.body), '이벤트를 저장했습니다.'),
  );

  app.get('/admin/content/seminars/:seminar_sn', { config: staff, schema: schema('세미나 상세와 신청자', { params: seminarParams, response: { 200: envelope(adminSeminarDetail) } }) }, async (req) =>
    ok(await content.seminar(req.params.seminar_sn)),
  );
  app.post('/admin/content/seminars', { config: staff, schema: schema('세미나 만들기', { body: seminarBody, response: { 200: envelope(adminSeminarDetail) } }) }, async (req) =>
    ok(await content.saveSeminar(actorOf(req), null, req.body), '세미나를 만들었습니다.'),
  );
  app.post(
    '/admin/content/seminars/:seminar_sn',
    { config: staff, schema: schema('세미나 고치기 (정원을 늘리면 대기자가 순서대로 확정)', { params: seminarParams, body: seminarBody, response: { 200: envelope(adminSeminarDetail) } }) },
    async (req) => ok(await content.saveSeminar(actorOf(req), req.params.seminar_sn, req.body), '세미나를 저장했습니다.'),
  );
  app.post(
    '/admin/content/seminars/:seminar_sn/registrations/:id/attendance',
    { config: staff, schema: schema('세미나 출석 체크', { params: registrationParams, body: attendanceBody, response: { 200: envelope(adminSeminarDetail) } }) },
    async (req) => ok(await content.attendance(actorOf(req), req.params.seminar_sn, req.params.id, req.body.attended), req.body.attended ? '출석으로 표시했습니다.' : '출석 표시를 지웠습니다.'),
  );

  app.get('/admin/content/faqs', { config: staff, schema: schema('자주 묻는 질문 전체', { response: { 200: envelope(adminFaqs) } }) }, async () => ok(await content.faqs()));
  app.post('/admin/content/faqs', { config: staff, schema: schema('자주 묻는 질문 추가', { body: faqBody, response: { 200: envelope(z.object({ faq_sn: z.number() })) } }) }, async (req) =>
    ok(await content.saveFaq(actorOf(req), null, req.body), '질문을 추가했습니다.'),
  );
  app.post('/admin/content/faqs/:faq_sn', { config: staff, schema: schema('자주 묻는 질문 고치기', { params: faqParams, body: faqBody, response: { 200: envelope(z.object({ faq_sn: z.number() })) } }) }, async (req) =>
    ok(await content.saveFaq(actorOf(req), req.params.faq_sn, req.body), '질문을 저장했습니다.'),
  );
  app.post('/admin/content/faqs/:faq_sn/delete', { config: staff, schema: schema('자주 묻는 질문 지우기', { params: faqParams, response: { 200: envelope(z.object({ faq_sn: z.number() })) } }) }, async (req) =>
    ok(await content.deleteFaq(actorOf(req), req.params.faq_sn), '질문을 지웠습니다.'),
  );

  app.get('/admin/content/banners', { config: staff, schema: schema('홈 배너 전체', { response: { 200: envelope(adminBanners) } }) }, async () => ok(await content.banners()));
  app.post('/admin/content/banners', { config: staff, schema: schema('홈 배너 추가', { body: bannerBody, response: { 200: envelope(z.object({ banner_sn: z.number() })) } }) }, async (req) =>
    ok(await content.saveBanner(actorOf(req), null, req.body), '배너를 추가했습니다.'),
  );
  app.post(
    '/admin/content/banners/:banner_sn',
    { config: staff, schema: schema('홈 배너 고치기·숨기기', { params: bannerParams, body: bannerBody, response: { 200: envelope(z.object({ banner_sn: z.number() })) } }) },
    async (req) => ok(await content.saveBanner(actorOf(req), req.params.banner_sn, req.body), '배너를 저장했습니다.'),
  );
};
