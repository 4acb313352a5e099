import { adminContentApi as api } from '@school/contracts/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/admin.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import type { AdminContentService } from './admin-content.service.ts';

const staff = { config: { role: 'staff' } } as const;

/** Events, seminars and attendance, FAQ and home banners (staff; docs/decisions/067). */
export const adminContentRoutes: FastifyPluginAsyncZod<{ content: AdminContentService }> = async (app, { content }) => {
  route(app, api.event, staff, async (req) => ok(await content.event(req.params.event_sn)));
  route(app, api.createEvent, staff, async (req) => ok(await content.saveEvent(actorOf(req), null, req.body), '이벤트를 만들었습니다.'));
  route(app, api.updateEvent, staff, async (req) => ok(await content.saveEvent(actorOf(req), req.params.event_sn, req.body), '이벤트를 저장했습니다.'));

  route(app, api.seminar, staff, async (req) => ok(await content.seminar(req.params.seminar_sn)));
  route(app, api.createSeminar, staff, async (req) => ok(await content.saveSeminar(actorOf(req), null, req.body), '세미나를 만들었습니다.'));
  route(app, api.updateSeminar, staff, async (req) => ok(await content.saveSeminar(actorOf(req), req.params.seminar_sn, req.body), '세미나를 저장했습니다.'));
  route(app, api.attendance, staff, async (req) =>
    ok(await content.attendance(actorOf(req), req.params.seminar_sn, req.params.id, req.body.attended), req.body.attended ? '출석으로 표시했습니다.' : '출석 표시를 지웠습니다.'),
  );

  route(app, api.faqs, staff, async () => ok(await content.faqs()));
  route(app, api.createFaq, staff, async (req) => ok(await content.saveFaq(actorOf(req), null, req.body), '질문을 추가했습니다.'));
  route(app, api.updateFaq, staff, async (req) => ok(await content.saveFaq(actorOf(req), req.params.faq_sn, req.body), '질문을 저장했습니다.'));
  route(app, api.deleteFaq, staff, async (req) => ok(await content.deleteFaq(actorOf(req), req.params.faq_sn), '질문을 지웠습니다.'));

  route(app, api.banners, staff, async () => ok(await content.banners()));
  route(app, api.createBanner, staff, async (req) => ok(await content.saveBanner(actorOf(req), null, req.body), '배너를 추가했습니다.'));
  route(app, api.updateBanner, staff, async (req) => ok(await content.saveBanner(actorOf(req), req.params.banner_sn, req.body), '배너를 저장했습니다.'));
};
